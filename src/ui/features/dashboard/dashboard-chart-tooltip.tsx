import { useLingui } from '@lingui/react/macro';

/** The height above a point the tooltip needs to open upwards, in CSS pixels. */
const TOOLTIP_ROOM_ABOVE = 72;

/** What a point's tooltip says, each line already in the reader's words and formats. */
export interface PointTooltip {
  /** "Tuesday, Nov 24, 2026". */
  readonly date: string;
  /** "16:01 min", "6.08 km". */
  readonly value: string;
  /** The session's name ("Track session"); null when the answer does not give it. */
  readonly session: string | null;
  /** "2 sessions that day" when the value sums several; else null. */
  readonly sessions: string | null;
  /** Whether this is the latest session of the latest-session range. */
  readonly latest: boolean;
}

export interface DashboardChartTooltipProps {
  readonly content: PointTooltip;
  /** The point's position in the chart, in CSS pixels. */
  readonly x: number;
  readonly y: number;
  readonly chartWidth: number;
  /** Opened by a tap: say that a second tap opens the session. */
  readonly tapHint: boolean;
}

/**
 * The box above a dashboard point: its date, value and session. It repeats what the point's
 * accessible name already says, so screen readers skip it (aria-hidden); it never takes the
 * pointer, and leans left or right near the chart's edges so it stays inside the card.
 */
export function DashboardChartTooltip({ content, x, y, chartWidth, tapHint }: DashboardChartTooltipProps) {
  const { t } = useLingui();
  const lean = x < chartWidth / 3 ? 'start' : x > (chartWidth * 2) / 3 ? 'end' : 'middle';
  // Near the top of the plot the box opens below the point, so it never covers the figures above.
  const side = y < TOOLTIP_ROOM_ABOVE ? 'below' : 'above';
  return (
    <div
      className={`dashboard-chart__tooltip dashboard-chart__tooltip--${lean} dashboard-chart__tooltip--${side}`}
      style={{ left: x, top: y }}
      aria-hidden="true"
    >
      <span className="dashboard-chart__tooltip-date">{content.date}</span>
      <span className="dashboard-chart__tooltip-value">{content.value}</span>
      {content.session !== null ? <span className="dashboard-chart__tooltip-session">{content.session}</span> : null}
      {content.sessions !== null ? <span className="dashboard-chart__tooltip-note">{content.sessions}</span> : null}
      {content.latest ? <span className="dashboard-chart__tooltip-note">{t`Latest session`}</span> : null}
      {tapHint ? <span className="dashboard-chart__tooltip-note">{t`Tap again to open the session`}</span> : null}
    </div>
  );
}
