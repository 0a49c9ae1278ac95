import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import { HeartRateChart } from '../../charts/heart-rate-chart';
import { TimeSeriesChart } from '../../charts/time-series-chart';
import { ChartDataTable } from '../../charts/chart-data-table';
import { CHART_COLOURS } from '../../charts/chart-colours';
import type { ChartSeries } from '../../charts/chart-series';
import { formatMinutesSeconds } from '../../../domain/units/time-units';
import { asSeconds } from '../../../domain/units/branded-units';

interface MetricChartProps {
  readonly title: string;
  readonly series: ChartSeries | null;
  readonly color: string;
  readonly unitLabel: string;
  readonly formatValue: (value: number) => string;
  readonly yTop: number;
  readonly span: { start: number; end: number };
  readonly onSelectSpan: (start: number, end: number) => void;
}

function MetricChart({ title, series, color, unitLabel, formatValue, yTop, span, onSelectSpan }: MetricChartProps) {
  return (
    <figure className="session-chart">
      <figcaption className="session-chart__title">{title}</figcaption>
      <TimeSeriesChart
        series={series}
        span={span}
        yDomain={[0, yTop]}
        color={color}
        unitLabel={unitLabel}
        formatValue={formatValue}
        accessibleName={title}
        onSelectSpan={onSelectSpan}
        height={200}
      />
      <ChartDataTable series={series} span={span} caption={title} unitLabel={unitLabel} formatValue={formatValue} />
    </figure>
  );
}

/**
 * The HR chart (bpm or % HRmax) and the AP, distance and workload charts of a session, as the
 * session chart model computes them. Dragging a span on any chart zooms all of them; the span
 * is refetched at its precision (docs/product-rules.md#chart-precision).
 */
export const SessionCharts = observer(function SessionCharts({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const { chart } = vm;
  const unit = chart.distanceUnit;
  const span = chart.shownSpan;
  const select = (start: number, end: number) => void chart.selectSpan(start, end);
  const activity = vm.activity;
  // The same span again: the zoomed one, or the whole session as the page opened it.
  const retry = () => {
    if (chart.isZoomed) void chart.selectSpan(span.start, span.end);
    else if (activity !== null) void chart.open(activity.playerActivityId, activity.playerActivityInfo.analysedSeconds);
  };
  const fixed = (digits: number) => (value: number) => i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const speedText = (value: number) => t`${fixed(1)(value)} m/s`;
  const distanceUnit = unit === 'IMPERIAL' ? t`mi` : t`m`;
  const distanceText = (value: number) => (unit === 'IMPERIAL' ? t`${fixed(2)(value)} mi` : t`${fixed(0)(value)} m`);
  const workloadText = (value: number) => t`${fixed(1)(value)} TRIMPs`;
  const spanText = t`${formatMinutesSeconds(asSeconds(span.start))} to ${formatMinutesSeconds(asSeconds(span.end))}`;

  return (
    <section className="card session-section" aria-labelledby="session-charts-title">
      <div className="session-section__head">
        <h2 id="session-charts-title">{t`Charts`}</h2>
        <div className="segmented" role="group" aria-label={t`Heart-rate unit`}>
          <button type="button" aria-pressed={chart.metric === 'HR_BPM'} onClick={() => chart.setMetric('HR_BPM')}>
            {t`bpm`}
          </button>
          <button type="button" aria-pressed={chart.metric === 'HR_PERCENTAGE'} onClick={() => chart.setMetric('HR_PERCENTAGE')}>
            {t`% HRmax`}
          </button>
        </div>
      </div>
      <p className="session-charts__span">
        <span>{t`Showing ${spanText}, ${chart.stepSeconds}-second steps.`}</span>{' '}
        {chart.isZoomed ? (
          <>
            <button type="button" className="button button--light" onClick={() => void chart.resetZoom()}>
              {t`Show the whole session`}
            </button>{' '}
            <button type="button" className="button button--light" onClick={() => vm.segments.useSpan(span.start, span.end)}>
              {t`Use selected span`}
            </button>
          </>
        ) : (
          <span className="session-charts__hint">{t`Drag across a chart to zoom in.`}</span>
        )}
      </p>
      {/* Charts without data would wait for it for ever (their skeletons stay busy): the failure and its retry replace them. */}
      {chart.loadState === 'error' ? (
        <div className="form-error session-load-failed" role="alert">
          <p>{t`The chart data could not be loaded.`}</p>
          <button type="button" className="button button--light" onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <>
          <figure className="session-chart">
            <figcaption className="session-chart__title">{t`Heart rate`}</figcaption>
            <HeartRateChart
              series={chart.heartRateSeries}
              hrmax={chart.hrmax}
              unit={chart.metric === 'HR_PERCENTAGE' ? 'PERCENTAGE' : 'BPM'}
              span={span}
              onSelectSpan={select}
              height={240}
            />
          </figure>
          <div className="session-charts__grid">
            <MetricChart title={t`Activity points (speed)`} series={chart.speedSeries} color={CHART_COLOURS.ap} unitLabel={t`m/s`}
              formatValue={speedText} yTop={chart.speedAxisTop} span={span} onSelectSpan={select} />
            <MetricChart title={t`Distance`} series={chart.distanceSeries} color={CHART_COLOURS.distance} unitLabel={distanceUnit}
              formatValue={distanceText} yTop={chart.distanceAxisTop} span={span} onSelectSpan={select} />
            <MetricChart title={t`Workload`} series={chart.workloadSeries} color={CHART_COLOURS.workload} unitLabel={t`TRIMPs`}
              formatValue={workloadText} yTop={chart.workloadAxisTop} span={span} onSelectSpan={select} />
          </div>
        </>
      )}
    </section>
  );
});
