/**
 * M4 resampling (Jugel et al. 2014, "M4: A Visualization-Oriented Time Series Data
 * Aggregation", PVLDB 7(10)): per pixel column keep the first, minimum, maximum and
 * last point, in time order, so a line drawn at that width looks the same and no
 * peak disappears. At most 4 points per column; the global min and max are kept.
 */
export const M4_POINTS_PER_COLUMN = 4;

export interface ResampledSeries {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly length: number;
}

/**
 * Resamples (xs, ys) — xs ascending — to `width` pixel columns over [xs[0], xs[last]].
 * Points whose y is NaN (missing data) are skipped. Output arrays are views of
 * exactly `length` points.
 */
export function resampleSeries(xs: Float64Array, ys: Float64Array, width: number): ResampledSeries {
  const n = Math.min(xs.length, ys.length);
  const columns = Math.max(1, Math.floor(width));
  const outX = new Float64Array(Math.min(n, columns * M4_POINTS_PER_COLUMN));
  const outY = new Float64Array(outX.length);
  if (n === 0) return { xs: outX, ys: outY, length: 0 };
  const x0 = xs[0] as number;
  const span = (xs[n - 1] as number) - x0;
  const scale = span > 0 ? columns / span : 0;
  let out = 0;
  let i = 0;
  while (i < n) {
    const y0 = ys[i] as number;
    if (y0 !== y0) {
      i += 1; // NaN: missing data
      continue;
    }
    // Column c holds the points with floor((x − x0) · scale) = c; the last column takes the rest.
    const c = Math.floor(((xs[i] as number) - x0) * scale);
    const next = c + 1 >= columns ? Infinity : c + 1;
    const firstI = i;
    let minI = i,
      maxI = i,
      lastI = i;
    let minY = y0,
      maxY = y0;
    for (i += 1; i < n; i += 1) {
      if (((xs[i] as number) - x0) * scale >= next) break;
      const y = ys[i] as number;
      if (y !== y) continue;
      lastI = i;
      if (y < minY) {
        minY = y;
        minI = i;
      } else if (y > maxY) {
        maxY = y;
        maxI = i;
      }
    }
    out = writeColumn(xs, ys, outX, outY, out, firstI, minI, maxI, lastI);
  }
  return { xs: outX.subarray(0, out), ys: outY.subarray(0, out), length: out };
}

/** Writes one column's first, min, max and last points in index order, without duplicates. */
function writeColumn(
  xs: Float64Array,
  ys: Float64Array,
  outX: Float64Array,
  outY: Float64Array,
  at: number,
  firstI: number,
  minI: number,
  maxI: number,
  lastI: number,
): number {
  let out = at;
  const a = minI < maxI ? minI : maxI;
  const b = minI < maxI ? maxI : minI;
  outX[out] = xs[firstI] as number;
  outY[out] = ys[firstI] as number;
  out += 1;
  if (a !== firstI) {
    outX[out] = xs[a] as number;
    outY[out] = ys[a] as number;
    out += 1;
  }
  if (b !== firstI && b !== a) {
    outX[out] = xs[b] as number;
    outY[out] = ys[b] as number;
    out += 1;
  }
  if (lastI !== firstI && lastI !== minI && lastI !== maxI) {
    outX[out] = xs[lastI] as number;
    outY[out] = ys[lastI] as number;
    out += 1;
  }
  return out;
}
