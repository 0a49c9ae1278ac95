/** Chart colours (docs/product-rules.md#colours). */
export const CHART_COLOURS = {
  redZone: '#C93434',
  ap: '#AF852A',
  distance: '#3C7E94',
  workload: '#8D1DEF',
} as const;

/**
 * Heart-rate display zone bands behind the HR chart: kept faint so the data stays in front.
 * Low is a cool grey-blue, moderate a warm sand, high a tint of the red-zone colour.
 */
export const HEART_RATE_BAND_COLOURS = {
  low: 'rgba(60, 126, 148, 0.06)',
  moderate: 'rgba(175, 133, 42, 0.08)',
  high: 'rgba(201, 52, 52, 0.09)',
} as const;

/** Axis, grid and text tones shared by every chart. */
export const CHART_INK = {
  axisText: '#5b6270',
  grid: 'rgba(24, 32, 48, 0.08)',
  baseline: 'rgba(24, 32, 48, 0.28)',
  crosshair: 'rgba(24, 32, 48, 0.55)',
  selection: 'rgba(24, 32, 48, 0.10)',
} as const;
