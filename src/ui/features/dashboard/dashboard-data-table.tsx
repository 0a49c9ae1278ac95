import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import '../../charts/chart-data-table.css';

export interface DashboardDataTableProps {
  /** The table's caption: the chart's title. */
  readonly caption: string;
  /** The column headings, the row heading's first. */
  readonly columns: readonly string[];
  /** The body's rows; `shown` says whether the table is on screen (links leave the tab order while it is not). */
  readonly rows: (shown: boolean) => ReactNode;
}

/**
 * A dashboard chart's data as a table: always in the document for screen readers, shown on screen
 * with the toggle, then a scrolling region keyboard users can focus.
 */
export function DashboardDataTable({ caption, columns, rows }: DashboardDataTableProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div className="pb-chart-table">
      <button
        type="button"
        className="pb-chart-table__toggle"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
      >
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
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows(shown)}</tbody>
        </table>
      </div>
    </div>
  );
}
