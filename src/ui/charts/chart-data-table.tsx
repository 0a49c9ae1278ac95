import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { spanOfSeries, type ChartSeries, type ChartSpan } from './chart-series';
import { listChartTableRows } from './chart-table-rows';
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
 * out in the same frame as the charts.
 */
export function ChartDataTable({ series, span, caption, unitLabel, formatValue }: ChartDataTableProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const [shown, setShown] = useState(false);
  const settled = useSettled(shown);
  const tableId = useId();
  const rows = useMemo(
    () => (series && settled ? listChartTableRows(series, span ?? spanOfSeries(series)) : []),
    [series, span, settled],
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
          <tbody>
            {!settled ? null : rows.length === 0 ? (
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
        </table>
      </div>
    </div>
  );
}
