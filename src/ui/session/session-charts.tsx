import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SessionChartModel } from '../../application/session-detail/session-chart.model';
import { HeartRateChart } from '../charts/heart-rate-chart';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { ChartDataTable } from '../charts/chart-data-table';
import { useTouchFirst } from '../charts/use-touch-first';
import { MetricInfo } from '../components/metric-info';
import type { GlossaryMetric } from '../messages/metric-glossary';
import { CHART_COLOURS } from '../charts/chart-colours';
import type { ChartMark, ChartSeries } from '../charts/chart-series';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { distanceMeasure, formatMeasure, measureSymbol } from '../formats/number-format';
import { formatTrimps } from '../formats/sports-units';
import './session-views.css';

/** A chart's caption: its title (the figure's name) and its metric's info button. */
function ChartCaption({ id, title, metric }: { id: string; title: string; metric: GlossaryMetric }) {
  return (
    <figcaption className="session-chart__title">
      <span id={id}>{title}</span>
      <MetricInfo metric={metric} />
    </figcaption>
  );
}

interface MetricChartProps {
  readonly title: string;
  readonly metric: GlossaryMetric;
  readonly series: ChartSeries | null;
  readonly color: string;
  readonly unitLabel: string;
  readonly formatValue: (value: number) => string;
  readonly yTop: number;
  readonly span: { start: number; end: number };
  readonly marks: readonly ChartMark[];
  readonly onSelectSpan: (start: number, end: number) => void;
}

function MetricChart({
  title,
  metric,
  series,
  color,
  unitLabel,
  formatValue,
  yTop,
  span,
  marks,
  onSelectSpan,
}: MetricChartProps) {
  const titleId = useId();
  return (
    <figure className="session-chart" aria-labelledby={titleId}>
      <ChartCaption id={titleId} title={title} metric={metric} />
      <TimeSeriesChart
        series={series}
        span={span}
        marks={marks}
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

interface SessionChartsProps {
  readonly chart: SessionChartModel;
  /** Asked when the chart data could not be loaded and the user tries again. */
  readonly onRetry: () => void;
  /** Given, a zoomed span offers "Use selected span", which passes the span on (to the segment form). */
  readonly onUseSpan?: ((start: number, end: number) => void) | undefined;
  /** Shown in the section's head, before the heart-rate unit toggle (the export buttons). */
  readonly actions?: ReactNode;
  /** Shown under the charts (the file page's statistics of the selected span). */
  readonly children?: ReactNode;
  /** Labelled spans drawn across every chart: the session's segments. */
  readonly marks?: readonly ChartMark[];
}

const NO_MARKS: readonly ChartMark[] = [];

/**
 * The heart-rate unit's two buttons. The unit is read here and in the heart-rate chart only, so a switch renders
 * these buttons and that chart, never the other charts and their data tables (on a slow phone, most of the tap).
 */
const HeartRateUnitSwitch = observer(function HeartRateUnitSwitch({ chart }: { chart: SessionChartModel }) {
  const { t } = useLingui();
  return (
    <div className="segmented" role="group" aria-label={t`Heart-rate unit`}>
      <button type="button" aria-pressed={chart.metric === 'HR_BPM'} onClick={() => chart.setMetric('HR_BPM')}>
        {t`bpm`}
      </button>
      <button
        type="button"
        aria-pressed={chart.metric === 'HR_PERCENTAGE'}
        onClick={() => chart.setMetric('HR_PERCENTAGE')}
      >
        {t`% HRmax`}
      </button>
    </div>
  );
});

interface SessionHeartRateChartProps {
  readonly chart: SessionChartModel;
  readonly span: { start: number; end: number };
  readonly marks: readonly ChartMark[];
  readonly onSelectSpan: (start: number, end: number) => void;
}

/** Renders again only for new props: the switch's urgent render, still in the last unit, skips the chart's tree. */
const MemoHeartRateChart = memo(HeartRateChart);

/**
 * The heart-rate chart in the unit chosen. The switch paints its pressed button first; the chart redraws in the unit
 * in a render of its own, after that paint (the redraw of the chart and its table is the bulk of the tap).
 */
const SessionHeartRateChart = observer(function SessionHeartRateChart({
  chart,
  span,
  marks,
  onSelectSpan,
}: SessionHeartRateChartProps) {
  const unit = useDeferredValue(chart.shownMetric === 'HR_PERCENTAGE' ? 'PERCENTAGE' : 'BPM');
  return (
    <MemoHeartRateChart
      series={chart.heartRateSeries}
      hrmax={chart.hrmax}
      unit={unit}
      span={span}
      marks={marks}
      onSelectSpan={onSelectSpan}
      height={240}
    />
  );
});

/**
 * The HR chart (bpm or % HRmax) and the AP, distance and workload charts of a session (the AP and
 * distance ones only when it recorded speed), as the session chart model computes them; shared by the session detail and the file page. Dragging
 * a span on any chart (with a finger: after a hold) zooms all of them; the span is refetched at its precision
 * (docs/product-rules.md#chart-precision).
 */
export const SessionCharts = observer(function SessionCharts({
  chart,
  onRetry,
  onUseSpan,
  actions,
  children,
  marks = NO_MARKS,
}: SessionChartsProps) {
  const { t, i18n } = useLingui();
  const unit = chart.distanceUnit;
  const span = chart.shownSpan;
  const select = (start: number, end: number) => void chart.selectSpan(start, end);
  const locales = formattingLocales(i18n);
  const speedText = (value: number) => formatMeasure(locales, value, 'meter-per-second', 1);
  const distance = distanceMeasure(unit);
  const distanceUnit = measureSymbol(locales, distance.unit);
  const distanceText = (value: number) => formatMeasure(locales, value, distance.unit, distance.digits);
  const workloadText = (value: number) => formatTrimps(i18n, value, 1);
  const from = formatDuration(locales, span.start, 'mm:ss');
  const to = formatDuration(locales, span.end, 'mm:ss');
  const spanText = t`${from} to ${to}`;
  const step = chart.stepSeconds;
  const heartRateTitleId = useId();
  // On a touch screen a drag is the page's scroll: the zoom is a hold, then a drag (docs/product-rules.md#charts-on-touch).
  const touchFirst = useTouchFirst();

  return (
    <section className="card session-section session-charts" aria-labelledby="session-charts-title">
      <div className="session-section__head">
        <h2 id="session-charts-title">{t`Charts`}</h2>
        <div className="session-charts__tools">
          {actions}
          {/* A shared session's heart rate is in % HRmax only (docs/api-sessions.md#what-a-share-shows): no toggle. */}
          {chart.offersBpm ? <HeartRateUnitSwitch chart={chart} /> : null}
        </div>
      </div>
      <p className="session-charts__span">
        <span>{t`Showing ${spanText}, ${plural(step, { one: '#-second steps', other: '#-second steps' })}.`}</span>{' '}
        {chart.isZoomed ? (
          <>
            <button type="button" className="button button--light" onClick={() => void chart.resetZoom()}>
              {t`Show the whole session`}
            </button>
            {onUseSpan ? (
              <>
                {' '}
                <button type="button" className="button button--light" onClick={() => onUseSpan(span.start, span.end)}>
                  {t`Use selected span`}
                </button>
              </>
            ) : null}
          </>
        ) : (
          <span className="session-charts__hint">
            {touchFirst
              ? t`Touch and hold a chart, then drag sideways to zoom in.`
              : t`Drag across a chart to zoom in.`}
          </span>
        )}
      </p>
      {/* Charts without data would wait for it for ever (their skeletons stay busy): the failure and its retry replace them. */}
      {chart.loadState === 'error' ? (
        <div className="form-error session-load-failed" role="alert">
          <p>{t`The chart data could not be loaded.`}</p>
          <button type="button" className="button button--light" onClick={onRetry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <>
          <figure className="session-chart" aria-labelledby={heartRateTitleId}>
            <ChartCaption id={heartRateTitleId} title={t`Heart rate`} metric="heart-rate" />
            <SessionHeartRateChart chart={chart} span={span} marks={marks} onSelectSpan={select} />
          </figure>
          <div className="session-charts__grid">
            {/* A session without any speed (a heart-rate belt alone) has nothing to draw on these two. */}
            {chart.showsMovementCharts ? (
              <>
                <MetricChart
                  title={t`Speed`}
                  metric="speed"
                  series={chart.speedSeries}
                  color={CHART_COLOURS.ap}
                  unitLabel={measureSymbol(locales, 'meter-per-second')}
                  formatValue={speedText}
                  yTop={chart.speedAxisTop}
                  span={span}
                  marks={marks}
                  onSelectSpan={select}
                />
                <MetricChart
                  title={t`Distance`}
                  metric="distance"
                  series={chart.distanceSeries}
                  color={CHART_COLOURS.distance}
                  unitLabel={distanceUnit}
                  formatValue={distanceText}
                  yTop={chart.distanceAxisTop}
                  span={span}
                  marks={marks}
                  onSelectSpan={select}
                />
              </>
            ) : null}
            <MetricChart
              title={t`Workload`}
              metric="workload"
              series={chart.workloadSeries}
              color={CHART_COLOURS.workload}
              unitLabel={t`TRIMPs`}
              formatValue={workloadText}
              yTop={chart.workloadAxisTop}
              span={span}
              marks={marks}
              onSelectSpan={select}
            />
          </div>
          {children}
        </>
      )}
    </section>
  );
});
