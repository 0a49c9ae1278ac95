import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DISPLAY_ZONE_HIGH_FROM,
  DISPLAY_ZONE_MODERATE_FROM,
  RED_ZONE_THRESHOLD,
} from '../../domain/heart-rate/heart-rate-zones';
import { computeAxisTop } from '../../domain/charts/axis-top';
import { formattingLocales } from '../formats/formatting-locales';
import { formatPercent } from '../formats/number-format';
import { formatBpm } from '../formats/sports-units';
import type { ChartBand, ChartMark, ChartSeries, ChartSpan, ChartThreshold } from './chart-series';
import { CHART_COLOURS, HEART_RATE_BAND_COLOURS } from './chart-colours';
import { TimeSeriesChart } from './time-series-chart';
import { ChartDataTable } from './chart-data-table';

/** HR unit of the profile: bpm or % HRmax. */
type HeartRateChartUnit = 'BPM' | 'PERCENTAGE';

export interface HeartRateChartProps {
  /** Samples in bpm (t in seconds from the session start); null while loading. */
  readonly series: ChartSeries | null;
  /** The player's HRmax in bpm (measured, else Tanaka). */
  readonly hrmax: number;
  readonly unit: HeartRateChartUnit;
  readonly span?: ChartSpan;
  /** Labelled spans drawn across the plot (the session's segments). */
  readonly marks?: readonly ChartMark[];
  readonly onSelectSpan?: (startSec: number, endSec: number) => void;
  readonly height?: number;
  /** Adds the "Show data table" toggle under the chart (default true). */
  readonly withDataTable?: boolean;
}

/** Lower edge of the y axis as a fraction of HRmax: resting values of a session stay in view. */
const Y_FLOOR_FRACTION = 0.4;
const Y_CEILING_FRACTION = 1.05;

function scaleSeries(series: ChartSeries, factor: number): ChartSeries {
  const scale = (values: Float64Array) => {
    const scaled = new Float64Array(values.length);
    for (let i = 0; i < values.length; i += 1) scaled[i] = (values[i] ?? Number.NaN) * factor;
    return scaled;
  };
  return {
    t: series.t,
    value: scale(series.value),
    ...(series.min ? { min: scale(series.min) } : {}),
    ...(series.max ? { max: scale(series.max) } : {}),
  };
}

/**
 * The heart-rate chart of a session: in bpm or % HRmax, with the low / moderate / high zone
 * bands (docs/product-rules.md#zones) and the dashed 80% HRmax line, in the red-zone colour.
 */
export function HeartRateChart({
  series,
  hrmax,
  unit,
  span,
  marks,
  onSelectSpan,
  height,
  withDataTable = true,
}: HeartRateChartProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const perHrmax = unit === 'PERCENTAGE' ? 100 : hrmax;
  const shown = useMemo(
    () => (series && unit === 'PERCENTAGE' ? scaleSeries(series, 100 / hrmax) : series),
    [series, unit, hrmax],
  );
  const yMin = Math.floor((Y_FLOOR_FRACTION * perHrmax) / 10) * 10;
  const ceiling = Y_CEILING_FRACTION * perHrmax;
  const yMax = Math.ceil((shown ? computeAxisTop(shown.max ?? shown.value, ceiling) : ceiling) / 10) * 10;
  const unitLabel = unit === 'PERCENTAGE' ? t`% HRmax` : t`bpm`;
  const formatValue = useMemo(
    () => (value: number) => {
      if (unit !== 'PERCENTAGE') return formatBpm(i18n, value);
      const percent = formatPercent(locales, value);
      return t`${percent} HRmax`;
    },
    [unit, i18n, locales, t],
  );
  const bands = useMemo<ChartBand[]>(
    () => [
      { from: yMin, to: DISPLAY_ZONE_MODERATE_FROM * perHrmax, color: HEART_RATE_BAND_COLOURS.low, label: t`Low` },
      {
        from: DISPLAY_ZONE_MODERATE_FROM * perHrmax,
        to: DISPLAY_ZONE_HIGH_FROM * perHrmax,
        color: HEART_RATE_BAND_COLOURS.moderate,
        label: t`Moderate`,
      },
      { from: DISPLAY_ZONE_HIGH_FROM * perHrmax, to: yMax, color: HEART_RATE_BAND_COLOURS.high, label: t`High` },
    ],
    [yMin, yMax, perHrmax, t],
  );
  const threshold = useMemo<ChartThreshold>(() => {
    const percent = formatPercent(locales, RED_ZONE_THRESHOLD * 100);
    return { value: RED_ZONE_THRESHOLD * perHrmax, label: t`${percent} HRmax`, color: CHART_COLOURS.redZone };
  }, [perHrmax, locales, t]);
  const name = t`Heart rate`;
  return (
    <div className="pb-heart-rate-chart">
      <TimeSeriesChart
        series={shown}
        span={span}
        yDomain={[yMin, yMax]}
        color={CHART_COLOURS.redZone}
        bands={bands}
        threshold={threshold}
        marks={marks}
        unitLabel={unitLabel}
        formatValue={formatValue}
        accessibleName={name}
        onSelectSpan={onSelectSpan}
        height={height}
      />
      {withDataTable ? (
        <ChartDataTable series={shown} span={span} caption={name} unitLabel={unitLabel} formatValue={formatValue} />
      ) : null}
    </div>
  );
}
