import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import { DashboardDataTable } from './dashboard-data-table';
import { sessionHref } from './dashboard-format';

export interface DashboardTimelineTableProps {
  readonly values: readonly TimelineValue[];
  /** The table's caption: the chart's title. */
  readonly caption: string;
  /** The values' unit for the heading; null when each value carries its own (distances). */
  readonly unitLabel: string | null;
  readonly formatValue: (value: number) => string;
  readonly formatDate: (date: TimelineValue['date']) => string;
  /** The name of a date's link to its session ("3 Mar 2026: 42 min, open the session"). */
  readonly describeValue: (entry: TimelineValue) => string;
}

/**
 * The timeline page as a table (date, value, sessions), like the other dashboard tables
 * (DashboardDataTable). Each date links to the day's session (out of the tab order
 * while the table is hidden, so the focus never lands on something unseen).
 */
export function DashboardTimelineTable({
  values,
  caption,
  unitLabel,
  formatValue,
  formatDate,
  describeValue,
}: DashboardTimelineTableProps) {
  const { t } = useLingui();
  return (
    <DashboardDataTable
      caption={caption}
      columns={[t`Date`, unitLabel === null ? t`Value` : t`Value (${unitLabel})`, t`Sessions`]}
      rows={(shown) =>
        values.map((entry) => (
          <tr key={entry.date}>
            <th scope="row">
              <Link
                href={sessionHref(entry.activityId)}
                aria-label={describeValue(entry)}
                tabIndex={shown ? undefined : -1}
              >
                {formatDate(entry.date)}
              </Link>
            </th>
            <td>{formatValue(entry.value)}</td>
            <td>{entry.points}</td>
          </tr>
        ))
      }
    />
  );
}
