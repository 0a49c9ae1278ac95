import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import { sessionHref } from './dashboard-format';
import '../../charts/chart-data-table.css';

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
 * The timeline page as a table (date, value, sessions), like the session charts' data table:
 * always in the document for screen readers, shown on screen with the toggle, then a scrolling
 * region keyboard users can focus. Each date links to the day's session (out of the tab order
 * while the table is hidden, so the focus never lands on something unseen).
 */
export function DashboardTimelineTable({ values, caption, unitLabel, formatValue, formatDate, describeValue }: DashboardTimelineTableProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div className="pb-chart-table">
      <button type="button" className="pb-chart-table__toggle" aria-expanded={shown} aria-controls={tableId} onClick={() => setShown((value) => !value)}>
        {shown ? t`Hide data table` : t`Show data table`}
      </button>
      <div
        id={tableId}
        className={shown ? 'pb-chart-table__scroller' : 'visually-hidden'}
        {...(shown ? { role: 'region', tabIndex: 0, 'aria-label': t`${caption} data table` } : {})}
      >
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{unitLabel === null ? t`Value` : t`Value (${unitLabel})`}</th>
              <th scope="col">{t`Sessions`}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">
                  <Link href={sessionHref(entry.activityId)} aria-label={describeValue(entry)} tabIndex={shown ? undefined : -1}>
                    {formatDate(entry.date)}
                  </Link>
                </th>
                <td>{formatValue(entry.value)}</td>
                <td>{entry.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
