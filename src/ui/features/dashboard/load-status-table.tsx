import { useLingui } from '@lingui/react/macro';
import type { LoadWeekDay } from '../../../domain/load/load-weeks';
import { DashboardDataTable } from './dashboard-data-table';

export interface LoadStatusTableProps {
  readonly days: readonly LoadWeekDay[];
  /** The table's caption: the chart's title. */
  readonly caption: string;
  readonly formatDay: (day: LoadWeekDay['day']) => string;
  readonly formatLoad: (trimps: number) => string;
}

/**
 * The load chart's days as a table (date, the last 7 days, the usual week), like the other
 * dashboard tables (DashboardDataTable). Its last row is the card's figures; a day without a usual
 * week yet reads "–", not 0.
 */
export function LoadStatusTable({ days, caption, formatDay, formatLoad }: LoadStatusTableProps) {
  const { t } = useLingui();
  return (
    <DashboardDataTable
      caption={caption}
      columns={[t`Date`, t`Last 7 days (TRIMPs)`, t`Usual week (TRIMPs)`]}
      rows={() =>
        days.map((entry) => (
          <tr key={entry.day}>
            <th scope="row">{formatDay(entry.day)}</th>
            <td>{formatLoad(entry.lastSevenDays)}</td>
            <td>{entry.usualWeek === null ? '–' : formatLoad(entry.usualWeek)}</td>
          </tr>
        ))
      }
    />
  );
}
