import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { M4_POINTS_PER_COLUMN, resampleSeries } from './resample-series';

const seriesArb = fc
  .array(
    fc.record({
      dx: fc.double({ min: 0, max: 50, noNaN: true }),
      y: fc.double({ min: -1000, max: 1000, noNaN: true }),
    }),
    { minLength: 1, maxLength: 2000 },
  )
  .map((points) => {
    let x = 0;
    const xs = new Float64Array(points.length);
    const ys = new Float64Array(points.length);
    points.forEach((p, i) => {
      x += i === 0 ? 0 : p.dx;
      xs[i] = x;
      ys[i] = p.y;
    });
    return { xs, ys };
  });

function columnOf(x: number, xs: Float64Array, width: number): number {
  const x0 = xs[0] as number;
  const span = (xs[xs.length - 1] as number) - x0;
  return span > 0 ? Math.min(width - 1, Math.floor(((x - x0) * width) / span)) : 0;
}

describe('M4 resampling', () => {
  it('keeps first, min, max and last of each column', () => {
    const xs = Float64Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
    const ys = Float64Array.from([5, 9, 1, 4, 6, 2, 8, 7]);
    const out = resampleSeries(xs, ys, 2);
    expect(Array.from(out.xs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const coarse = resampleSeries(
      Float64Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8]),
      Float64Array.from([5, 9, 1, 4, 6, 2, 8, 7, 3]),
      1,
    );
    expect(Array.from(coarse.ys)).toEqual([5, 9, 1, 3]);
  });

  it('keeps the global min and max, at most 4 points per column, in time order, taken from the input', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 300 }), ({ xs, ys }, width) => {
        const out = resampleSeries(xs, ys, width);
        expect(out.length).toBe(out.xs.length);
        expect(out.length).toBeLessThanOrEqual(Math.min(xs.length, width * M4_POINTS_PER_COLUMN));
        expect(Math.min(...out.ys)).toBe(Math.min(...ys));
        expect(Math.max(...out.ys)).toBe(Math.max(...ys));
        expect(out.xs[0]).toBe(xs[0]);
        expect(out.xs[out.length - 1]).toBe(xs[xs.length - 1]);
        const perColumn = new Map<number, number>();
        for (let i = 0; i < out.length; i += 1) {
          if (i > 0) expect(out.xs[i] as number).toBeGreaterThanOrEqual(out.xs[i - 1] as number);
          const column = columnOf(out.xs[i] as number, xs, width);
          perColumn.set(column, (perColumn.get(column) ?? 0) + 1);
        }
        for (const count of perColumn.values()) expect(count).toBeLessThanOrEqual(M4_POINTS_PER_COLUMN);
      }),
    );
  });

  /** Each point's pixel column, computed as resampleSeries does (the last column takes the rest). */
  function columnsOf(pointXs: Float64Array, inputXs: Float64Array, width: number): number[] {
    const x0 = inputXs[0] as number;
    const span = (inputXs[inputXs.length - 1] as number) - x0;
    const scale = span > 0 ? width / span : 0;
    return Array.from(pointXs, (x) => Math.min(width - 1, Math.floor((x - x0) * scale)));
  }

  it('keeps the lowest and the highest value of every pixel column, in that column', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 300 }), ({ xs, ys }, width) => {
        // A span too small for a double (a denormal) has no pixel columns to speak of.
        fc.pre(Number.isFinite(width / ((xs[xs.length - 1] as number) - (xs[0] as number))));
        const out = resampleSeries(xs, ys, width);
        const inColumns = columnsOf(xs, xs, width);
        const outColumns = columnsOf(out.xs, xs, width);
        const extremes = new Map<number, { low: number; high: number }>();
        inColumns.forEach((column, i) => {
          const y = ys[i] as number;
          const seen = extremes.get(column);
          extremes.set(
            column,
            seen ? { low: Math.min(seen.low, y), high: Math.max(seen.high, y) } : { low: y, high: y },
          );
        });
        for (const [column, { low, high }] of extremes) {
          const kept = Array.from(out.ys).filter((_, k) => outColumns[k] === column);
          expect(kept).toContain(low);
          expect(kept).toContain(high);
        }
      }),
    );
  });

  it('changes nothing when run again at the same width', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 1, max: 300 }), ({ xs, ys }, width) => {
        const once = resampleSeries(xs, ys, width);
        const twice = resampleSeries(Float64Array.from(once.xs), Float64Array.from(once.ys), width);
        expect(Array.from(twice.xs)).toEqual(Array.from(once.xs));
        expect(Array.from(twice.ys)).toEqual(Array.from(once.ys));
      }),
    );
  });

  it('skips NaN (missing) values and handles empty input', () => {
    const out = resampleSeries(Float64Array.from([0, 1, 2]), Float64Array.from([1, Number.NaN, 3]), 10);
    expect(Array.from(out.ys)).toEqual([1, 3]);
    expect(resampleSeries(new Float64Array(0), new Float64Array(0), 800).length).toBe(0);
  });
});
