import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endTouch,
  holdTouch,
  HOLD_TO_ZOOM_MS,
  isMostlyVertical,
  moveTouch,
  startTouch,
  TOUCH_SLOP_PX,
  type TouchGesture,
  type TouchSample,
} from './touch-gesture';

const at = (x: number, y: number, time: number): TouchSample => ({ x, y, time });

/** Plays a touch: down at the first sample, through the others, the timer ticking at each. */
function play(samples: readonly TouchSample[], canZoom: boolean): TouchGesture {
  const [first, ...rest] = samples;
  if (first === undefined) throw new Error('a touch needs a first sample');
  let gesture = startTouch(first, canZoom);
  for (const sample of rest) gesture = moveTouch(holdTouch(gesture, sample.time), sample);
  return gesture;
}

describe('touch on a chart: worked examples', () => {
  it('a tap reads the chart', () => {
    expect(endTouch(play([at(100, 300, 0), at(102, 301, 80)], true))).toBe('read');
  });

  it('a thumb swiping up with 40 px of sideways drift scrolls, on a chart that zooms, even after a pause', () => {
    const swipe = [at(200, 600, 0), at(204, 570, 30), at(212, 500, 60), at(225, 420, 90), at(240, 300, 120)];
    expect(play(swipe, true).phase).toBe('scrolling');
    expect(endTouch(play(swipe, true))).toBe('none');
    const afterHold = [at(200, 600, 0), at(201, 601, 500), at(215, 560, 560), at(240, 300, 700)];
    expect(endTouch(play(afterHold, true))).toBe('none');
  });

  it('a sideways drag without a hold reads the chart under the finger', () => {
    const gesture = play([at(100, 300, 0), at(130, 305, 50), at(220, 310, 150)], true);
    expect(gesture.phase).toBe('reading');
    expect(endTouch(gesture)).toBe('read');
  });

  it('a hold of 400 ms and then a sideways drag selects a span to zoom', () => {
    expect(holdTouch(startTouch(at(100, 300, 0), true), HOLD_TO_ZOOM_MS - 1).phase).toBe('pressed');
    expect(holdTouch(startTouch(at(100, 300, 0), true), HOLD_TO_ZOOM_MS).phase).toBe('held');
    const gesture = play([at(100, 300, 0), at(101, 300, 450), at(160, 306, 520), at(260, 310, 700)], true);
    expect(gesture.phase).toBe('selecting');
    expect(endTouch(gesture)).toBe('zoom');
  });

  it('a hold on a chart that does not zoom is a long tap, and its drag reads', () => {
    expect(holdTouch(startTouch(at(100, 300, 0), false), 2_000).phase).toBe('pressed');
    expect(endTouch(play([at(100, 300, 0), at(101, 300, 900), at(200, 300, 1_000)], false))).toBe('read');
  });

  it('a long press that never moves reads, it does not zoom', () => {
    expect(endTouch(play([at(100, 300, 0), at(103, 302, 1_500)], true))).toBe('read');
  });

  it('the first move past the slop decides; later moves do not change it', () => {
    const sideways = play([at(100, 300, 0), at(120, 302, 40), at(121, 500, 200)], true);
    expect(sideways.phase).toBe('reading');
    const upwards = play([at(100, 300, 0), at(102, 280, 40), at(300, 281, 200)], true);
    expect(upwards.phase).toBe('scrolling');
  });

  it('a diagonal of exactly 45° belongs to the page', () => {
    expect(isMostlyVertical(30, -30)).toBe(true);
    expect(play([at(0, 0, 0), at(30, -30, 20)], true).phase).toBe('scrolling');
  });
});

/** A displacement whose vertical part is at least its sideways part. */
const verticalStep = fc
  .record({
    dy: fc.integer({ min: -400, max: 400 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    sign: fc.constantFrom(-1, 1),
  })
  .map(({ dy, share, sign }) => ({ dx: sign * Math.abs(dy) * share, dy }));

/** Any touch: a first point, then moves with increasing times (any pauses, so holds happen too). */
const startSample = fc.record({ x: fc.integer({ min: 0, max: 1_440 }), y: fc.integer({ min: 0, max: 2_000 }) });
const pauses = fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 12 });

describe('touch on a chart: properties', () => {
  it('a touch whose every point is mostly vertical from where it came down is never a zoom, nor a reading drag', () => {
    fc.assert(
      fc.property(
        startSample,
        fc.array(verticalStep, { minLength: 1, maxLength: 12 }),
        pauses,
        fc.boolean(),
        (start, steps, waits, canZoom) => {
          let time = 0;
          const samples = [at(start.x, start.y, 0)];
          steps.forEach((step, index) => {
            time += waits[index % waits.length] ?? 0;
            samples.push(at(start.x + step.dx, start.y + step.dy, time));
          });
          const gesture = play(samples, canZoom);
          expect(['pressed', 'held', 'scrolling']).toContain(gesture.phase);
          expect(endTouch(gesture)).not.toBe('zoom');
        },
      ),
    );
  });

  it('a finger that stays within the slop reads the chart where it lifts, however long it stays', () => {
    const within = fc
      .record({
        angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), // Inside the slop by more than the rounding of adding the step to the start point (x + 9.99999999999998 - x > 10).
        radius: fc.double({ min: 0, max: TOUCH_SLOP_PX - 1e-6, noNaN: true }),
      })
      .map(({ angle, radius }) => ({ dx: radius * Math.cos(angle), dy: radius * Math.sin(angle) }));
    fc.assert(
      fc.property(
        startSample,
        fc.array(within, { maxLength: 10 }),
        pauses,
        fc.boolean(),
        (start, steps, waits, canZoom) => {
          let time = 0;
          const samples = [
            at(start.x, start.y, 0),
            ...steps.map((step, index) =>
              at(start.x + step.dx, start.y + step.dy, (time += waits[index % waits.length] ?? 0)),
            ),
          ];
          expect(endTouch(play(samples, canZoom))).toBe('read');
        },
      ),
    );
  });

  it('only a hold followed by a sideways move zooms', () => {
    fc.assert(
      fc.property(
        startSample,
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: TOUCH_SLOP_PX + 1, max: 600 }),
        fc.constantFrom(-1, 1),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (start, wait, dx, sign, slope) => {
          // The finger is still at `wait`, then first moves sideways past the slop 50 ms later: it was
          // held if nothing moved it before HOLD_TO_ZOOM_MS.
          const movedAt = wait + 50;
          const end = at(start.x + sign * dx, start.y + dx * slope, movedAt);
          const outcome = endTouch(play([at(start.x, start.y, 0), at(start.x, start.y, wait), end], true));
          expect(outcome).toBe(movedAt >= HOLD_TO_ZOOM_MS ? 'zoom' : 'read');
        },
      ),
    );
  });
});
