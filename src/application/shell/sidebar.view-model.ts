import { makeAutoObservable } from 'mobx';
import { Subject, map, switchMap, timer, type Observable } from 'rxjs';
import type { Clock } from '../ports/clock.port';

/** docs/product-rules.md#sidebar-layout: the sidebar starts expanded only above 1900 physical pixels. */
const SIDEBAR_EXPANDED_MIN_PHYSICAL_WIDTH = 1900;
/** docs/product-rules.md#sidebar-layout: the notification event fires 300 ms after a toggle. */
const SIDEBAR_TOGGLE_NOTIFICATION_DELAY_MS = 300;

export function startsExpanded(screenWidth: number, devicePixelRatio: number): boolean {
  return screenWidth * devicePixelRatio > SIDEBAR_EXPANDED_MIN_PHYSICAL_WIDTH;
}

/**
 * The sidebar's open state. On wide screens it stays as the user left it; on narrower
 * ones it closes after each navigation. `toggleNotifications$` fires 300 ms after each
 * toggle (the last one wins) so that charts re-measure once the animation ends.
 */
/** The screen's width in CSS pixels and its pixel ratio. */
export interface ScreenSize {
  readonly width: number;
  readonly devicePixelRatio: number;
}

export class SidebarViewModel {
  expanded: boolean;
  readonly wide: boolean;
  private readonly toggles = new Subject<boolean>();
  readonly toggleNotifications$: Observable<boolean>;

  constructor(clock: Clock, screen: ScreenSize) {
    this.wide = startsExpanded(screen.width, screen.devicePixelRatio);
    this.expanded = this.wide;
    this.toggleNotifications$ = this.toggles.pipe(
      switchMap((expanded) => timer(SIDEBAR_TOGGLE_NOTIFICATION_DELAY_MS, clock.scheduler).pipe(map(() => expanded))),
    );
    makeAutoObservable<SidebarViewModel, 'toggles'>(this, { toggles: false, toggleNotifications$: false, wide: false });
  }

  toggle(): void {
    this.expanded = !this.expanded;
    this.toggles.next(this.expanded);
  }

  close(): void {
    if (!this.expanded) return;
    this.expanded = false;
    this.toggles.next(false);
  }

  /**
   * After a navigation (a login included), narrower screens collapse the sidebar, and so does any window where it is
   * shown as a drawer over the page, whatever the screen's physical width (docs/product-rules.md#sidebar-layout).
   */
  navigated(shownAsDrawer = !this.wide): void {
    if (!this.wide || shownAsDrawer) this.close();
  }
}
