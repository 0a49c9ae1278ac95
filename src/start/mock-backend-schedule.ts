/**
 * When the demo's mock backend starts (docs/architecture.md#three-ways-to-run): never before the site's first paint,
 * then as soon as the browser is idle (or after IDLE_TIMEOUT_MS, if it never is) or at the visitor's first
 * interaction, whichever comes first. The site renders at once and its API calls wait for `ready`
 * (src/adapters/http/backend-ready-fetch.ts), so /login paints without the mock's code. Demo builds only: main.tsx
 * uses it behind `__DEMO__`.
 */

/** The longest the start waits for an idle moment after the first paint. */
export const IDLE_TIMEOUT_MS = 2000;

/** Events that count as the visitor's first interaction. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/** What of the page the schedule uses: `window` in the browser, a fake in tests. */
export interface SchedulePage {
  readonly document: { readonly visibilityState: DocumentVisibilityState };
  /** The page's paint timing, where the browser has it: the mock waits for the first contentful paint. */
  readonly performance?: { getEntriesByType(type: 'paint'): readonly { readonly name: string }[] };
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
}

export interface MockBackendSchedule {
  /** Settles with the start: the calls to the mock backend wait for it. */
  readonly ready: Promise<void>;
  /**
   * The site is rendered into `root`: once it has painted, start at idle time or at the first interaction. The start
   * runs once however often this is called.
   */
  afterRender(root: { readonly childElementCount: number }, page: SchedulePage): void;
}

export function scheduleMockBackend(start: () => Promise<void>): MockBackendSchedule {
  let begin!: () => void;
  const triggered = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const ready = triggered.then(start);
  let scheduled = false;

  const armTriggers = (page: SchedulePage): void => {
    const listenerOptions = { capture: true, passive: true } as const;
    const fire = (): void => {
      for (const type of INTERACTION_EVENTS) page.removeEventListener(type, fire, listenerOptions);
      begin();
    };
    for (const type of INTERACTION_EVENTS) page.addEventListener(type, fire, listenerOptions);
    if (page.requestIdleCallback) page.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
    else page.setTimeout(fire, 1);
  };

  /** Each frame until the site is in the root, then once that frame is on screen. */
  // A rendered root can still be an empty shell (a lazy page, catalogs on their way): wait for the first contentful
  // paint too, for at most this many frames (about 2 s), so a page that never paints text still gets its backend.
  const MAX_FRAMES_FOR_CONTENT = 120;
  const contentPainted = (page: SchedulePage): boolean =>
    page.performance === undefined ||
    page.performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  const afterPaint = (
    root: { readonly childElementCount: number },
    page: SchedulePage,
    then: () => void,
    frames = 0,
  ): void => {
    // A hidden page paints nothing, and its frames wait for it to be shown.
    if (page.document.visibilityState === 'hidden') {
      then();
      return;
    }
    page.requestAnimationFrame(() => {
      if (root.childElementCount === 0 || (!contentPainted(page) && frames < MAX_FRAMES_FOR_CONTENT))
        afterPaint(root, page, then, frames + 1);
      else page.setTimeout(then, 0);
    });
  };

  return {
    ready,
    afterRender(root, page) {
      if (scheduled) return;
      scheduled = true;
      afterPaint(root, page, () => armTriggers(page));
    },
  };
}
