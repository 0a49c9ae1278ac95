/**
 * What one finger on a chart means (docs/product-rules.md#charts-on-touch). A thumb crossing a
 * full-width chart on its way down the page must scroll it, so on a touch screen:
 *
 * - a tap reads the chart where the finger lifts (the readout and the crosshair);
 * - a drag that starts sideways reads the chart under the finger as it moves;
 * - a drag whose vertical part dominates (straight up or down, or diagonal up to 45°) is the
 *   page's: the browser scrolls, the chart does nothing;
 * - only a finger held still for HOLD_TO_ZOOM_MS and then dragged sideways selects a span to
 *   zoom (on a chart that zooms at all).
 *
 * The decision is taken once, at the first move beyond TOUCH_SLOP_PX from where the finger came
 * down, and then kept for the rest of the touch, as the browser does for its own scrolling
 * (touch-action: pan-y).
 */

/** A finger that stays within this distance (CSS px) of where it came down has not moved. */
export const TOUCH_SLOP_PX = 10;

/** A finger held still this long (ms) before it moves starts a zoom selection. */
export const HOLD_TO_ZOOM_MS = 400;

/** Where the finger is, in CSS pixels, at a time in milliseconds. */
export interface TouchSample {
  readonly x: number;
  readonly y: number;
  readonly time: number;
}

/**
 * The phase of a touch:
 * - `pressed`: down, not yet moved, not held long enough;
 * - `held`: still for HOLD_TO_ZOOM_MS (on a zoomable chart), not yet moved;
 * - `reading`: moved sideways without a hold: the readout follows the finger;
 * - `selecting`: moved sideways after a hold: a span from the first point to the finger;
 * - `scrolling`: moved mostly vertically: the page's gesture.
 */
type TouchPhase = 'pressed' | 'held' | 'reading' | 'selecting' | 'scrolling';

export interface TouchGesture {
  readonly phase: TouchPhase;
  readonly start: TouchSample;
  /** Whether the chart zooms: without it, a hold is only a long tap. */
  readonly canZoom: boolean;
}

/** What a touch did once the finger lifts. */
export type TouchOutcome =
  /** Read the chart where the finger lifted: a tap, a long press without a drag, or the end of a sideways drag. */
  | 'read'
  /** Zoom to the span from where the finger came down to where it lifted. */
  | 'zoom'
  /** Nothing for the chart: the page scrolled, or the browser took the touch over. */
  | 'none';

export function startTouch(at: TouchSample, canZoom: boolean): TouchGesture {
  return { phase: 'pressed', start: at, canZoom };
}

/** A still finger becomes a hold once HOLD_TO_ZOOM_MS have passed (the timer's tick, or a move). */
export function holdTouch(gesture: TouchGesture, now: number): TouchGesture {
  if (gesture.phase !== 'pressed' || !gesture.canZoom || now - gesture.start.time < HOLD_TO_ZOOM_MS) return gesture;
  return { ...gesture, phase: 'held' };
}

/** Whether a displacement is mostly vertical: its vertical part at least as large as its sideways part. */
export function isMostlyVertical(dx: number, dy: number): boolean {
  return Math.abs(dy) >= Math.abs(dx);
}

/** The finger moved to `at`. */
export function moveTouch(gesture: TouchGesture, at: TouchSample): TouchGesture {
  const current = holdTouch(gesture, at.time);
  if (current.phase !== 'pressed' && current.phase !== 'held') return current;
  const dx = at.x - current.start.x;
  const dy = at.y - current.start.y;
  if (Math.hypot(dx, dy) <= TOUCH_SLOP_PX) return current;
  if (isMostlyVertical(dx, dy)) return { ...current, phase: 'scrolling' };
  return { ...current, phase: current.phase === 'held' ? 'selecting' : 'reading' };
}

/** The finger lifted. */
export function endTouch(gesture: TouchGesture): TouchOutcome {
  switch (gesture.phase) {
    case 'pressed':
    case 'held':
    case 'reading':
      return 'read';
    case 'selecting':
      return 'zoom';
    case 'scrolling':
      return 'none';
  }
}
