import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoadChartDay } from '../../../domain/load/load-status';
import '../../charts/chart-data-table.css';

export interface LoadStatusTableProps {
  readonly days: readonly LoadChartDay[];
  /** The table's caption: the chart's title. */
  readonly caption: string;
  readonly formatDay: (day: LoadChartDay['day']) => string;
  readonly formatLoad: (trimpsPerWeek: number) => string;
}

/**
 * The load chart's days as a table (date, the last 7 days, the usual week), like the other
 * dashboard tables: always in the document for screen readers, shown on screen with the toggle,
 * then a scrolling region keyboard users can focus.
 */
export function LoadStatusTable({ days, caption, formatDay, formatLoad }: LoadStatusTableProps) {
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
              <th scope="col">{t`Last 7 days (TRIMPs per week)`}</th>
              <th scope="col">{t`Usual week (TRIMPs per week)`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{formatDay(entry.day)}</th>
                <td>{formatLoad(entry.acute)}</td>
                <td>{formatLoad(entry.chronic)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
