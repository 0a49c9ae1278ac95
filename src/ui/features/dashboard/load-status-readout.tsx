import { useLingui } from '@lingui/react/macro';

export interface LoadStatusReadoutProps {
  /** The day read, in the reader's words ("Tuesday, Mar 3"). */
  readonly day: string;
  /** That day's last 7 days ("1,288 TRIMPs"). */
  readonly lastSevenDays: string;
  /** That day's usual week; null while the history is too short (read "–"). */
  readonly usualWeek: string | null;
  /** The day's x in the plot, in CSS pixels. */
  readonly x: number;
  readonly chartWidth: number;
}

/**
 * The box above the load chart, at the day read: its date and its two values. It repeats the data
 * table (screen readers read that), so it is hidden from them; it never takes the pointer, stays
 * off the lines, and leans inwards near the chart's edges so it stays inside the card.
 */
export function LoadStatusReadout({ day, lastSevenDays, usualWeek, x, chartWidth }: LoadStatusReadoutProps) {
  const { t } = useLingui();
  const lean = x < chartWidth / 3 ? 'start' : x > (chartWidth * 2) / 3 ? 'end' : 'middle';
  const usual = usualWeek ?? '–';
  return (
    <div className={`load-chart__readout load-chart__readout--${lean}`} style={{ left: x }} aria-hidden="true">
      <span className="load-chart__readout-day">{day}</span>
      <span className="load-chart__readout-value">{t`Last 7 days: ${lastSevenDays}`}</span>
      <span>{t`Usual week: ${usual}`}</span>
    </div>
  );
}
