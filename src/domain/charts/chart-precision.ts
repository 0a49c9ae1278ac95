/**
 * Chart precision by selected span (docs/product-rules.md#chart-precision): under 5 min → 2-s steps,
 * under 15 min → 10-s steps, under 30 min → 30-s steps, longer → 60-s steps.
 */
const PRECISION_STEPS = [
  { belowSeconds: 5 * 60, stepSeconds: 2 },
  { belowSeconds: 15 * 60, stepSeconds: 10 },
  { belowSeconds: 30 * 60, stepSeconds: 30 },
] as const;
const LONG_SPAN_STEP_SECONDS = 60;

/** The step in seconds for a span of `spanSeconds`. */
export function selectPrecisionStep(spanSeconds: number): number {
  for (const { belowSeconds, stepSeconds } of PRECISION_STEPS) {
    if (spanSeconds < belowSeconds) return stepSeconds;
  }
  return LONG_SPAN_STEP_SECONDS;
}
