import { SEGMENT_MIN_DURATION_SECONDS } from '../segments/segment-validation';
import { selectPrecisionStep } from './chart-precision';
import { findNearestIndex } from './nearest-index';

/**
 * Reading a time-series chart from the keyboard: a cursor on one sample, moved by the arrow
 * keys one precision step of the shown span at a time (ten with Shift), Home and End to the
 * ends of the span; Enter (or Space) marks the start of a selection and Enter again selects
 * the span between the two marks, to zoom; Escape clears everything. The cursor always snaps
 * to the nearest sample, so a series sampled finer than the step is read step by step.
 */

/**
 * The shortest span a drag or the keyboard can select: the segment minimum, 10 s
 * (docs/product-rules.md#constants-and-limits), since a selected span can become a segment.
 */
export const MIN_SELECTABLE_SPAN_SECONDS = SEGMENT_MIN_DURATION_SECONDS;

/** Shift + an arrow moves this many precision steps at once. */
const CHART_CURSOR_PAGE_STEPS = 10;

/** What the cursor moves over. */
export interface ChartCursorFrame {
  /** Sample times in seconds, ascending. */
  readonly times: ArrayLike<number>;
  /** The span shown, in seconds. */
  readonly spanStart: number;
  readonly spanEnd: number;
  /** One arrow press moves the cursor this many seconds. */
  readonly stepSeconds: number;
}

/** The frame of a shown span: an arrow press moves one precision step of that span. */
export function makeChartCursorFrame(times: ArrayLike<number>, spanStart: number, spanEnd: number): ChartCursorFrame {
  return { times, spanStart, spanEnd, stepSeconds: selectPrecisionStep(spanEnd - spanStart) };
}

export type ChartCursorMove = 'step-back' | 'step-forward' | 'page-back' | 'page-forward' | 'first' | 'last';

/** The cursor move a key asks for, or null for any other key. */
export function chartCursorMoveOfKey(key: string, shiftKey: boolean): ChartCursorMove | null {
  switch (key) {
    case 'ArrowRight':
      return shiftKey ? 'page-forward' : 'step-forward';
    case 'ArrowLeft':
      return shiftKey ? 'page-back' : 'step-back';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * The sample a cursor time points at: the nearest sample, or null when there is no cursor,
 * no sample, or the nearest sample lies outside the shown span.
 */
export function sampleAtCursor(frame: ChartCursorFrame, cursorTime: number | null): number | null {
  if (cursorTime === null) return null;
  const index = findNearestIndex(frame.times, cursorTime);
  if (index < 0) return null;
  const time = frame.times[index] as number;
  return time < frame.spanStart || time > frame.spanEnd ? null : index;
}

/**
 * Moves the cursor from sample `current` (null: no cursor yet) and returns the new sample
 * index, or null when the series has no sample. The target time is clamped to the span and
 * snapped to the nearest sample. Without a cursor, the first step either way lands on the
 * span start.
 */
export function moveChartCursor(current: number | null, move: ChartCursorMove, frame: ChartCursorFrame): number | null {
  const { times, spanStart, spanEnd, stepSeconds } = frame;
  if (times.length === 0) return null;
  const currentTime = current === null ? undefined : times[current];
  let target: number;
  switch (move) {
    case 'first':
      target = spanStart;
      break;
    case 'last':
      target = spanEnd;
      break;
    case 'step-forward':
    case 'page-forward':
      target =
        (currentTime ?? spanStart - stepSeconds) +
        stepSeconds * (move === 'page-forward' ? CHART_CURSOR_PAGE_STEPS : 1);
      break;
    case 'step-back':
    case 'page-back':
      target =
        (currentTime ?? spanStart + stepSeconds) - stepSeconds * (move === 'page-back' ? CHART_CURSOR_PAGE_STEPS : 1);
      break;
  }
  return findNearestIndex(times, Math.min(spanEnd, Math.max(spanStart, target)));
}

/** The keyboard state of a chart: the cursor time (null: none) and the selection's first mark. */
export interface ChartKeyboardState {
  readonly cursorTime: number | null;
  readonly anchorTime: number | null;
}

export const IDLE_CHART_KEYBOARD: ChartKeyboardState = { cursorTime: null, anchorTime: null };

export interface ChartKeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
}

/** What a key press did, for the view to announce (and, for a selected span, to zoom). */
type ChartKeyOutcome =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'moved'; readonly index: number }
  | { readonly kind: 'cleared' }
  | { readonly kind: 'selection-started'; readonly index: number }
  | { readonly kind: 'span-selected'; readonly start: number; readonly end: number }
  | { readonly kind: 'selection-too-short' };

export interface ChartKeyResult {
  readonly state: ChartKeyboardState;
  readonly outcome: ChartKeyOutcome;
  /** The key was used by the chart: the browser must not also act on it (scroll, click). */
  readonly consumed: boolean;
}

const ENTER_KEYS: ReadonlySet<string> = new Set(['Enter', ' ']);

/**
 * One key press on a chart. `canSelect` is false when the chart offers no zoom: Enter then
 * does nothing. A chart without samples ignores every key.
 */
export function pressChartKey(
  state: ChartKeyboardState,
  press: ChartKeyPress,
  frame: ChartCursorFrame,
  canSelect: boolean,
): ChartKeyResult {
  const ignored: ChartKeyResult = { state, outcome: { kind: 'ignored' }, consumed: false };
  if (frame.times.length === 0) return ignored;
  if (press.key === 'Escape') return { state: IDLE_CHART_KEYBOARD, outcome: { kind: 'cleared' }, consumed: false };
  const point = sampleAtCursor(frame, state.cursorTime);
  const move = chartCursorMoveOfKey(press.key, press.shiftKey);
  if (move !== null) {
    const index = moveChartCursor(point, move, frame) as number;
    return {
      state: { ...state, cursorTime: frame.times[index] as number },
      outcome: { kind: 'moved', index },
      consumed: true,
    };
  }
  if (!ENTER_KEYS.has(press.key) || !canSelect || point === null) return ignored;
  const pointTime = frame.times[point] as number;
  if (state.anchorTime === null) {
    return {
      state: { ...state, anchorTime: pointTime },
      outcome: { kind: 'selection-started', index: point },
      consumed: true,
    };
  }
  const start = Math.min(state.anchorTime, pointTime);
  const end = Math.max(state.anchorTime, pointTime);
  const outcome: ChartKeyOutcome =
    end - start >= MIN_SELECTABLE_SPAN_SECONDS
      ? { kind: 'span-selected', start, end }
      : { kind: 'selection-too-short' };
  return { state: { ...state, anchorTime: null }, outcome, consumed: true };
}
