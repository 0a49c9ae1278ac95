/**
 * The index of the value in ascending `xs` nearest to `x` (binary search, for
 * the chart crosshair); ties go to the earlier point. −1 for an empty array.
 */
export function findNearestIndex(xs: ArrayLike<number>, x: number): number {
  const n = xs.length;
  if (n === 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  // lo is the first index with xs[lo] >= x (or n − 1).
  if (lo > 0 && x - (xs[lo - 1] as number) <= (xs[lo] as number) - x) return lo - 1;
  return lo;
}
