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
  const afterPaint = (root: { readonly childElementCount: number }, page: SchedulePage, then: () => void): void => {
    // A hidden page paints nothing, and its frames wait for it to be shown.
    if (page.document.visibilityState === 'hidden') {
      then();
      return;
    }
    page.requestAnimationFrame(() => {
      if (root.childElementCount === 0) afterPaint(root, page, then);
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
