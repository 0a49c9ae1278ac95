import { useLingui } from '@lingui/react/macro';
import type { LoadChartDay } from '../../../domain/load/load-status';
import { DashboardDataTable } from './dashboard-data-table';

export interface LoadStatusTableProps {
  readonly days: readonly LoadChartDay[];
  /** The table's caption: the chart's title. */
  readonly caption: string;
  readonly formatDay: (day: LoadChartDay['day']) => string;
  readonly formatLoad: (trimpsPerWeek: number) => string;
}

/**
 * The load chart's days as a table (date, the last 7 days, the usual week), like the other
 * dashboard tables (DashboardDataTable).
 */
export function LoadStatusTable({ days, caption, formatDay, formatLoad }: LoadStatusTableProps) {
  const { t } = useLingui();
  return (
    <DashboardDataTable
      caption={caption}
      columns={[t`Date`, t`Last 7 days (TRIMPs per week)`, t`Usual week (TRIMPs per week)`]}
      rows={() =>
        days.map((entry) => (
          <tr key={entry.day}>
            <th scope="row">{formatDay(entry.day)}</th>
            <td>{formatLoad(entry.acute)}</td>
            <td>{formatLoad(entry.chronic)}</td>
          </tr>
        ))
      }
    />
  );
}
