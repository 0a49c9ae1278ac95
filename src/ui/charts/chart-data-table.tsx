import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { spanOfSeries, type ChartSeries, type ChartSpan } from './chart-series';
import { listChartTableRows, type ChartTableRow } from './chart-table-rows';
import { useSettled } from './settled-mount';
import './time-series-chart.css';
import './chart-data-table.css';

export interface ChartDataTableProps {
  readonly series: ChartSeries | null;
  /** The span the chart shows; defaults to the whole series. */
  readonly span?: ChartSpan;
  /** The table caption, usually the chart's accessible name ("Heart rate"). */
  readonly caption: string;
  /** The value column heading unit ("bpm"). */
  readonly unitLabel: string;
  readonly formatValue: (value: number) => string;
}

/**
 * The chart's data as a table for screen-reader and keyboard users: always in the document
 * (read by assistive technology), shown on screen with the "Show data table" toggle, then in a
 * scrolling box that keyboard users can focus (WCAG 2.1.1). Its rows mount once the page has
 * settled (useSettled), or at once when the toggle shows it, so a long session's rows never lay
 * out in the same frame as the charts. The rows follow the chart a frame later (useDeferredValue): a tap that
 * changes the chart (bpm or % HRmax, a zoom) paints the chart first, and the rows render after, in a render
 * that yields to the next tap.
 */
export function ChartDataTable({ series, span, caption, unitLabel, formatValue }: ChartDataTableProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const settled = useSettled(shown);
  const tableId = useId();
  const rowsSeries = useDeferredValue(series);
  const rowsSpan = useDeferredValue(span);
  const rowsFormat = useDeferredValue(formatValue);
  const rows = useMemo(
    () => (rowsSeries && settled ? listChartTableRows(rowsSeries, rowsSpan ?? spanOfSeries(rowsSeries)) : []),
    [rowsSeries, rowsSpan, settled],
  );
  if (!series) return null;
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
      {/* Shown, the table scrolls inside its box: a named region that takes focus, so keyboard users can scroll it too. */}
      <div
        id={tableId}
        className={shown ? 'pb-chart-table__scroller' : 'pb-chart-visually-hidden'}
        {...(shown ? { role: 'region', tabIndex: 0, 'aria-label': t`${caption} data table` } : {})}
      >
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time (mm:ss)`}</th>
              <th scope="col">{t`Value (${unitLabel})`}</th>
              <th scope="col">{t`Lowest`}</th>
              <th scope="col">{t`Highest`}</th>
            </tr>
          </thead>
          {settled ? <TableRows rows={rows} formatValue={rowsFormat} /> : <tbody />}
        </table>
      </div>
    </div>
  );
}

/** The rows, rendered again only when they or their format change (not on every render of the chart around them). */
const TableRows = memo(function TableRows({
  rows,
  formatValue,
}: {
  rows: readonly ChartTableRow[];
  formatValue: (value: number) => string;
}) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={4}>{t`No data for this span`}</td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.time}>
            <th scope="row">{formatDuration(locales, row.time, 'mm:ss')}</th>
            <td>{formatValue(row.value)}</td>
            <td>{formatValue(row.low)}</td>
            <td>{formatValue(row.high)}</td>
          </tr>
        ))
      )}
    </tbody>
  );
});
