/**
 * A number as export text: at most `decimals` decimals, a dot as the separator whatever the
 * locale (toFixed never localises), no trailing zeros ("120.50" → "120.5", "3.000" → "3") and
 * no "-0". Not finite → "" (an empty cell, never "NaN").
 */
export function formatDecimal(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
