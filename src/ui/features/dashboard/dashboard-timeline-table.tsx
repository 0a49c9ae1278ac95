import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import '../../charts/chart-data-table.css';

export interface DashboardTimelineTableProps {
  readonly values: readonly TimelineValue[];
  /** The table's caption: the chart's title. */
  readonly caption: string;
  readonly unitLabel: string;
  readonly formatValue: (value: number) => string;
  readonly formatDate: (date: TimelineValue['date']) => string;
}

/**
 * The timeline page as a table (date, value, sessions), like the session charts' data table:
 * always in the document for screen readers, shown on screen with the toggle, then a scrolling
 * region keyboard users can focus.
 */
export function DashboardTimelineTable({ values, caption, unitLabel, formatValue, formatDate }: DashboardTimelineTableProps) {
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
              <th scope="col">{t`Value (${unitLabel})`}</th>
              <th scope="col">{t`Sessions`}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{formatDate(entry.date)}</th>
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
