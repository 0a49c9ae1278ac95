import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chartCursorMoveOfKey,
  IDLE_CHART_KEYBOARD,
  makeChartCursorFrame,
  moveChartCursor,
  pressChartKey,
  sampleAtCursor,
  type ChartCursorFrame,
  type ChartCursorMove,
  type ChartKeyboardState,
} from './chart-cursor';

/** One sample a second for an hour: t = 0 … 3599. */
const hourTimes = Float64Array.from({ length: 3_600 }, (_, i) => i);
const hour = makeChartCursorFrame(hourTimes, 0, 3_599);

const MOVES: readonly ChartCursorMove[] = ['step-back', 'step-forward', 'page-back', 'page-forward', 'first', 'last'];

/** Ascending, distinct sample times. */
const sampleTimes = fc
  .uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 120 })
  .map((ts) => Float64Array.from([...ts].sort((a, b) => a - b)));

/** Any frame: a span anywhere around the samples, any positive step. */
const anyFrame = fc
  .record({
    times: sampleTimes,
    a: fc.integer({ min: -1_000, max: 21_000 }),
    b: fc.integer({ min: -1_000, max: 21_000 }),
    stepSeconds: fc.integer({ min: 1, max: 600 }),
  })
  .map(({ times, a, b, stepSeconds }): ChartCursorFrame => ({
    times,
    spanStart: Math.min(a, b),
    spanEnd: Math.max(a, b),
    stepSeconds,
  }));

/** A regular series shown whole: samples every `gap` s, a step of `k` samples. */
const gridFrame = fc
  .record({
    length: fc.integer({ min: 1, max: 300 }),
    start: fc.integer({ min: 0, max: 5_000 }),
    gap: fc.integer({ min: 1, max: 30 }),
    k: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ length, start, gap, k }) => {
    const times = Float64Array.from({ length }, (_, i) => start + i * gap);
    return { frame: { times, spanStart: start, spanEnd: start + (length - 1) * gap, stepSeconds: k * gap }, k };
  });

const cursorIn = (frame: ChartCursorFrame) =>
  fc.option(fc.integer({ min: 0, max: frame.times.length - 1 }), { nil: null });

describe('moveChartCursor: worked examples (an hour at 1 Hz, 60-s steps)', () => {
  it('lands on the span start on the first arrow press, either way', () => {
    expect(hour.stepSeconds).toBe(60);
    expect(moveChartCursor(null, 'step-forward', hour)).toBe(0);
    expect(moveChartCursor(null, 'step-back', hour)).toBe(0);
  });

  it('moves one step (60 samples) per arrow and ten with Shift', () => {
    expect(moveChartCursor(0, 'step-forward', hour)).toBe(60);
    expect(moveChartCursor(60, 'page-forward', hour)).toBe(660);
    expect(moveChartCursor(660, 'step-back', hour)).toBe(600);
    expect(moveChartCursor(600, 'page-back', hour)).toBe(0);
  });

  it('jumps to the ends with first and last, and stops there', () => {
    expect(moveChartCursor(1_000, 'last', hour)).toBe(3_599);
    expect(moveChartCursor(1_000, 'first', hour)).toBe(0);
    expect(moveChartCursor(3_599, 'step-forward', hour)).toBe(3_599);
    expect(moveChartCursor(0, 'page-back', hour)).toBe(0);
  });

  it('uses 2-s steps in a zoomed span under 5 minutes, inside that span', () => {
    const zoomed = makeChartCursorFrame(hourTimes, 600, 840);
    expect(zoomed.stepSeconds).toBe(2);
    expect(moveChartCursor(null, 'step-forward', zoomed)).toBe(600);
    expect(moveChartCursor(600, 'step-forward', zoomed)).toBe(602);
    expect(moveChartCursor(602, 'page-back', zoomed)).toBe(600);
    expect(moveChartCursor(700, 'last', zoomed)).toBe(840);
  });

  it('snaps to the nearest sample (ties to the earlier) and gives null without samples', () => {
    const sparse: ChartCursorFrame = { times: [0, 25, 100], spanStart: 0, spanEnd: 100, stepSeconds: 10 };
    expect(moveChartCursor(0, 'step-forward', sparse)).toBe(0);
    expect(moveChartCursor(1, 'step-forward', sparse)).toBe(1);
    expect(moveChartCursor(1, 'page-forward', sparse)).toBe(2);
    expect(moveChartCursor(null, 'last', { ...sparse, times: [] })).toBeNull();
  });
});

describe('moveChartCursor: properties', () => {
  it('stays within [0, length − 1]', () => {
    fc.assert(
      fc.property(
        anyFrame.chain((frame) => fc.tuple(fc.constant(frame), cursorIn(frame), fc.constantFrom(...MOVES))),
        ([frame, cursor, move]) => {
          const next = moveChartCursor(cursor, move, frame);
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(frame.times.length - 1);
        },
      ),
    );
  });

  it('first then last gives the last index of a series shown whole', () => {
    fc.assert(
      fc.property(
        sampleTimes.chain((times) =>
          fc.tuple(fc.constant(times), fc.option(fc.integer({ min: 0, max: times.length - 1 }), { nil: null })),
        ),
        fc.integer({ min: 1, max: 600 }),
        ([times, cursor], stepSeconds) => {
          const frame: ChartCursorFrame = {
            times,
            spanStart: times[0] as number,
            spanEnd: times[times.length - 1] as number,
            stepSeconds,
          };
          expect(moveChartCursor(moveChartCursor(cursor, 'first', frame), 'last', frame)).toBe(times.length - 1);
        },
      ),
    );
  });

  it('first is idempotent, and so is last', () => {
    fc.assert(
      fc.property(
        anyFrame.chain((frame) => fc.tuple(fc.constant(frame), cursorIn(frame))),
        ([frame, cursor]) => {
          const first = moveChartCursor(cursor, 'first', frame);
          expect(moveChartCursor(first, 'first', frame)).toBe(first);
          const last = moveChartCursor(cursor, 'last', frame);
          expect(moveChartCursor(last, 'last', frame)).toBe(last);
        },
      ),
    );
  });

  it('a step forward then back returns to the start, except at the right edge', () => {
    fc.assert(
      fc.property(
        gridFrame.chain(({ frame, k }) =>
          fc.tuple(fc.constant(frame), fc.constant(k), fc.integer({ min: 0, max: frame.times.length - 1 })),
        ),
        ([frame, k, cursor]) => {
          const forward = moveChartCursor(cursor, 'step-forward', frame) as number;
          const back = moveChartCursor(forward, 'step-back', frame);
          if (cursor + k <= frame.times.length - 1) {
            expect(forward).toBe(cursor + k);
            expect(back).toBe(cursor);
          } else {
            expect(forward).toBe(frame.times.length - 1);
          }
        },
      ),
    );
  });

  it('a step back then forward returns to the start, except at the left edge', () => {
    fc.assert(
      fc.property(
        gridFrame.chain(({ frame, k }) =>
          fc.tuple(fc.constant(frame), fc.constant(k), fc.integer({ min: 0, max: frame.times.length - 1 })),
        ),
        ([frame, k, cursor]) => {
          const back = moveChartCursor(cursor, 'step-back', frame) as number;
          if (cursor - k >= 0) expect(moveChartCursor(back, 'step-forward', frame)).toBe(cursor);
          else expect(back).toBe(0);
        },
      ),
    );
  });

  it('a page is ten steps, where the span allows', () => {
    fc.assert(
      fc.property(
        gridFrame.chain(({ frame, k }) =>
          fc.tuple(fc.constant(frame), fc.constant(k), fc.integer({ min: 0, max: frame.times.length - 1 })),
        ),
        ([frame, k, cursor]) => {
          const expected = Math.min(frame.times.length - 1, cursor + 10 * k);
          expect(moveChartCursor(cursor, 'page-forward', frame)).toBe(expected);
        },
      ),
    );
  });

  it('never goes backwards on a forward move, nor forwards on a back move', () => {
    fc.assert(
      fc.property(
        gridFrame.chain(({ frame }) =>
          fc.tuple(fc.constant(frame), fc.integer({ min: 0, max: frame.times.length - 1 })),
        ),
        ([frame, cursor]) => {
          expect(moveChartCursor(cursor, 'step-forward', frame)).toBeGreaterThanOrEqual(cursor);
          expect(moveChartCursor(cursor, 'page-forward', frame)).toBeGreaterThanOrEqual(cursor);
          expect(moveChartCursor(cursor, 'step-back', frame)).toBeLessThanOrEqual(cursor);
          expect(moveChartCursor(cursor, 'page-back', frame)).toBeLessThanOrEqual(cursor);
        },
      ),
    );
  });
});

describe('chartCursorMoveOfKey', () => {
  it('maps the arrows (Shift: a page), Home and End; nothing else', () => {
    expect(chartCursorMoveOfKey('ArrowRight', false)).toBe('step-forward');
    expect(chartCursorMoveOfKey('ArrowRight', true)).toBe('page-forward');
    expect(chartCursorMoveOfKey('ArrowLeft', false)).toBe('step-back');
    expect(chartCursorMoveOfKey('ArrowLeft', true)).toBe('page-back');
    expect(chartCursorMoveOfKey('Home', false)).toBe('first');
    expect(chartCursorMoveOfKey('End', true)).toBe('last');
    expect(chartCursorMoveOfKey('ArrowUp', false)).toBeNull();
    expect(chartCursorMoveOfKey('Enter', false)).toBeNull();
  });
});

describe('sampleAtCursor', () => {
  it('is the nearest sample inside the span, else null', () => {
    const zoomed = makeChartCursorFrame(hourTimes, 600, 840);
    expect(sampleAtCursor(zoomed, null)).toBeNull();
    expect(sampleAtCursor(zoomed, 700.4)).toBe(700);
    expect(sampleAtCursor(zoomed, 100)).toBeNull();
    expect(sampleAtCursor({ ...zoomed, times: [] }, 700)).toBeNull();
  });
});

describe('pressChartKey', () => {
  const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });
  const press = (keys: readonly string[], canSelect = true, frame = hour) => {
    let state: ChartKeyboardState = IDLE_CHART_KEYBOARD;
    const outcomes = keys.map((k) => {
      const result = pressChartKey(state, key(k), frame, canSelect);
      state = result.state;
      return result;
    });
    return { state, outcomes };
  };

  it('moves the cursor onto a sample and consumes the key', () => {
    const { state, outcomes } = press(['ArrowRight', 'ArrowRight']);
    expect(state).toEqual({ cursorTime: 60, anchorTime: null });
    expect(outcomes.map((o) => o.outcome)).toEqual([
      { kind: 'moved', index: 0 },
      { kind: 'moved', index: 60 },
    ]);
    expect(outcomes.every((o) => o.consumed)).toBe(true);
  });

  it('continues from a cursor the pointer left between samples', () => {
    const result = pressChartKey({ cursorTime: 119.6, anchorTime: null }, key('ArrowRight'), hour, true);
    expect(result.outcome).toEqual({ kind: 'moved', index: 180 });
  });

  it('selects a span with Enter, arrows and Enter', () => {
    const { state, outcomes } = press(['ArrowRight', 'ArrowRight', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter']);
    expect(outcomes[2]?.outcome).toEqual({ kind: 'selection-started', index: 60 });
    expect(outcomes[5]?.outcome).toEqual({ kind: 'span-selected', start: 60, end: 180 });
    expect(state).toEqual({ cursorTime: 180, anchorTime: null });
  });

  it('selects backwards too, with Space', () => {
    const { outcomes } = press(['End', ' ', 'ArrowLeft', ' ']);
    expect(outcomes[3]?.outcome).toEqual({ kind: 'span-selected', start: 3_539, end: 3_599 });
  });

  it('refuses a span shorter than 10 s and drops the mark', () => {
    const zoomed = makeChartCursorFrame(hourTimes, 600, 840);
    const { state, outcomes } = press(['ArrowRight', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter'], true, zoomed);
    expect(outcomes[4]?.outcome).toEqual({ kind: 'selection-too-short' });
    expect(state.anchorTime).toBeNull();
  });

  it('ignores Enter without a cursor or when the chart offers no zoom', () => {
    expect(press(['Enter']).outcomes[0]).toMatchObject({ outcome: { kind: 'ignored' }, consumed: false });
    expect(press(['ArrowRight', 'Enter'], false).outcomes[1]).toMatchObject({
      outcome: { kind: 'ignored' },
      consumed: false,
    });
  });

  it('clears cursor and mark with Escape, leaving the key to the browser', () => {
    const { state, outcomes } = press(['ArrowRight', 'Enter', 'Escape']);
    expect(state).toEqual(IDLE_CHART_KEYBOARD);
    expect(outcomes[2]).toMatchObject({ outcome: { kind: 'cleared' }, consumed: false });
  });

  it('ignores every key when the series has no sample, and other keys always', () => {
    const empty = makeChartCursorFrame([], 0, 60);
    for (const k of ['ArrowRight', 'Home', 'Escape', 'Enter']) {
      expect(pressChartKey(IDLE_CHART_KEYBOARD, key(k), empty, true)).toEqual({
        state: IDLE_CHART_KEYBOARD,
        outcome: { kind: 'ignored' },
        consumed: false,
      });
    }
    expect(press(['ArrowRight', 'a']).outcomes[1]).toMatchObject({ outcome: { kind: 'ignored' }, consumed: false });
  });

  it('keeps the cursor on a sample of the series, whatever the keys', () => {
    const keys = fc.array(fc.constantFrom('ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' ', 'Escape', 'x'), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(anyFrame, keys, fc.array(fc.boolean(), { maxLength: 30 }), (frame, presses, shifts) => {
        let state: ChartKeyboardState = IDLE_CHART_KEYBOARD;
        presses.forEach((k, i) => {
          state = pressChartKey(state, key(k, shifts[i] ?? false), frame, true).state;
          if (state.cursorTime !== null) expect(Array.from(frame.times)).toContain(state.cursorTime);
        });
      }),
    );
  });
});
