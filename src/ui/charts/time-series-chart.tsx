import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { scaleLinear } from 'd3-scale';
import { useLingui } from '@lingui/react/macro';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatNumber } from '../formats/number-format';
import {
  spanOfSeries,
  type ChartBand,
  type ChartMark,
  type ChartSeries,
  type ChartSpan,
  type ChartThreshold,
} from './chart-series';
import { resampleForWidth } from './chart-resampling';
import { makeChartCursorFrame, MIN_SELECTABLE_SPAN_SECONDS, pressChartKey } from '../../domain/charts/chart-cursor';
import { drawSeriesOnCanvas, type CanvasFrame } from './draw-series-canvas';
import { ChartAxes } from './chart-layers';
import { ChartCrosshair } from './chart-crosshair';
import { axisDecimals, chooseTimeTickStep, listTimeTicks, ticksReadInMinutes } from './time-axis-ticks';
import { useChartWidth } from './use-chart-width';
import { useSpanBrush } from './use-span-brush';
import { useChartCursor } from './use-chart-cursor';
import { useTimeSeriesTouch } from './use-time-series-touch';
import './time-series-chart.css';
import { SKELETON_CLASS } from '../components/skeleton';

const DEFAULT_CHART_HEIGHT = 260;
const MARGIN = { top: 26, right: 16, bottom: 40, left: 48 } as const;
const NO_BANDS: readonly ChartBand[] = [];
const NO_MARKS: readonly ChartMark[] = [];
const NO_TIMES = new Float64Array(0);

export interface TimeSeriesChartProps {
  /** The samples; `null` while loading (a skeleton holds the height, so nothing shifts). */
  readonly series: ChartSeries | null;
  /** The visible span in seconds; defaults to the whole series. */
  readonly span?: ChartSpan;
  readonly yDomain: readonly [number, number];
  readonly color: string;
  /** Horizontal bands behind the data (heart-rate zones). */
  readonly bands?: readonly ChartBand[];
  /** A dashed, labelled line (80% HRmax). */
  readonly threshold?: ChartThreshold;
  /** Labelled spans drawn across the plot (the session's segments). */
  readonly marks?: readonly ChartMark[];
  /** The y unit shown above the axis ("bpm", "% HRmax", "m", "TRIMPS"). */
  readonly unitLabel: string;
  /** The value as read in the crosshair ("156 bpm"). */
  readonly formatValue: (value: number) => string;
  readonly accessibleName: string;
  /**
   * Called with seconds when the user selects a span to zoom: a mouse drag, a finger held then
   * dragged (docs/product-rules.md#charts-on-touch), or the keyboard.
   */
  readonly onSelectSpan?: (startSec: number, endSec: number) => void;
  /** CSS pixels; the chart always takes exactly this height. */
  readonly height?: number;
}

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { series, yDomain, color, unitLabel, formatValue, accessibleName, onSelectSpan } = props;
  const bands = props.bands ?? NO_BANDS;
  const height = props.height ?? DEFAULT_CHART_HEIGHT;
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [brushGroup, setBrushGroup] = useState<SVGGElement | null>(null);
  const helpId = useId();
  const width = useChartWidth(rootRef);

  const fullSpan = series ? spanOfSeries(series) : { start: 0, end: 1 };
  const spanStart = props.span?.start ?? fullSpan.start;
  const spanEnd = props.span?.end ?? fullSpan.end;
  const [yMin, yMax] = yDomain;

  const frame = useMemo<CanvasFrame>(() => {
    const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
    const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
    const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
    return {
      width,
      height,
      devicePixelRatio: dpr,
      plot: { left: MARGIN.left, top: MARGIN.top, width: plotWidth, height: plotHeight },
    };
  }, [width, height]);
  const { plot } = frame;
  const x = useMemo(
    () =>
      scaleLinear()
        .domain([spanStart, spanEnd])
        .range([plot.left, plot.left + plot.width]),
    [spanStart, spanEnd, plot.left, plot.width],
  );
  const y = useMemo(
    () =>
      scaleLinear()
        .domain([yMin, yMax])
        .range([plot.top + plot.height, plot.top]),
    [yMin, yMax, plot.top, plot.height],
  );
  const drawable = useMemo(
    () => (series && width > 0 ? resampleForWidth(series, { start: spanStart, end: spanEnd }, plot.width) : null),
    [series, spanStart, spanEnd, plot.width, width],
  );

  const yTickCount = Math.max(2, Math.floor(plot.height / 40));
  const yTicks = useMemo(() => y.ticks(yTickCount), [y, yTickCount]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (canvas && drawable) drawSeriesOnCanvas(canvas, frame, drawable, x, y, color, { bands, gridTicks: yTicks });
  }, [drawable, frame, x, y, color, bands, yTicks]);

  useSpanBrush(brushGroup, plot, x, onSelectSpan, MIN_SELECTABLE_SPAN_SECONDS);

  // Crosshair: a time under the pointer or moved by the keys; the nearest sample is shown.
  const [liveText, setLiveText] = useState('');
  const cursorFrame = useMemo(
    () => makeChartCursorFrame(series ? series.t : NO_TIMES, spanStart, spanEnd),
    [series, spanStart, spanEnd],
  );
  const sampleOf = useCallback(
    (index: number) => ({ time: cursorFrame.times[index] ?? Number.NaN, value: series?.value[index] ?? Number.NaN }),
    [cursorFrame, series],
  );

  const timeText = useCallback((seconds: number) => formatDuration(locales, seconds, 'mm:ss'), [locales]);
  const describe = useCallback(
    (at: { time: number; value: number }) => ({
      timeText: timeText(at.time),
      valueText: Number.isFinite(at.value) ? formatValue(at.value) : t`No data`,
    }),
    [formatValue, timeText, t],
  );
  const valueText = useCallback((value: number) => describe({ time: 0, value }).valueText, [describe]);
  const cursor = useChartCursor(rootRef, {
    frame,
    x,
    y,
    cursorFrame,
    values: series ? series.value : null,
    valueText,
    timeText,
  });
  useTimeSeriesTouch(rootRef, cursor, { frame, x, onSelectSpan, minSpanSeconds: MIN_SELECTABLE_SPAN_SECONDS });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { state, outcome, consumed } = pressChartKey(
      cursor.read(),
      { key: event.key, shiftKey: event.shiftKey },
      cursorFrame,
      onSelectSpan !== undefined,
    );
    if (consumed) event.preventDefault();
    cursor.write(state);
    switch (outcome.kind) {
      case 'moved': {
        const { timeText, valueText } = describe(sampleOf(outcome.index));
        setLiveText(t`${timeText}: ${valueText}`);
        break;
      }
      case 'cleared':
        setLiveText('');
        break;
      case 'selection-started': {
        const { timeText } = describe(sampleOf(outcome.index));
        setLiveText(t`Selection starts at ${timeText}. Move and press Enter to zoom.`);
        break;
      }
      case 'span-selected':
        onSelectSpan?.(outcome.start, outcome.end);
        break;
      case 'selection-too-short':
        setLiveText(t`Selection too short.`);
        break;
      case 'ignored':
        break;
    }
  };

  const timeStep = chooseTimeTickStep(spanEnd - spanStart, Math.max(2, Math.floor(plot.width / 64)));
  const timeTicks = listTimeTicks(spanStart, spanEnd, timeStep);
  const yDecimals = axisDecimals(yTicks);
  const formatYTick = (value: number) => formatNumber(locales, value, yDecimals);

  return (
    // The chart is a composite widget with its own keyboard model (a cursor over the samples); ARIA
    // has no interactive role for it, so it is a named, focusable group described by its key help.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a keyboard-driven widget, see above
    <div
      ref={rootRef}
      className="pb-chart"
      style={{ height }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focus stop of the widget above
      tabIndex={series ? 0 : -1}
      role="group"
      aria-label={accessibleName}
      aria-describedby={helpId}
      aria-busy={series ? undefined : true}
      onKeyDown={onKeyDown}
      onBlur={() => {
        const state = cursor.read();
        if (state.anchorTime !== null) cursor.write({ ...state, anchorTime: null });
      }}
    >
      {!series ? (
        <div className={`${SKELETON_CLASS} pb-chart__skeleton`}>
          <span className="pb-chart-visually-hidden">{t`Loading chart`}</span>
        </div>
      ) : width > 0 ? (
        <>
          <canvas ref={canvasRef} className="pb-chart__canvas" style={{ width, height }} aria-hidden="true" />
          <svg className="pb-chart__layer pb-chart__overlay" width={width} height={height} aria-hidden="true">
            <ChartAxes
              frame={frame}
              x={x}
              y={y}
              yTicks={yTicks}
              timeTicks={timeTicks}
              timeStep={timeStep}
              locales={locales}
              timeCaption={ticksReadInMinutes(timeStep) ? t`min` : t`mm:ss`}
              unitLabel={unitLabel}
              formatYTick={formatYTick}
              bands={bands}
              threshold={props.threshold}
              marks={props.marks ?? NO_MARKS}
            />
            <g ref={setBrushGroup} className="pb-chart__brush" />
          </svg>
          {props.threshold ? (
            <p className="pb-chart__legend">
              <span className="pb-chart__legend-dash" style={{ borderColor: props.threshold.color }} />
              {props.threshold.label}
            </p>
          ) : null}
          {series.t.length === 0 ? <p className="pb-chart__empty">{t`No data for this span`}</p> : null}
          <ChartCrosshair frame={frame} color={color} elements={cursor.elements} />
        </>
      ) : null}
      <p id={helpId} className="pb-chart-visually-hidden">
        {onSelectSpan
          ? t`Use the left and right arrow keys to read the values. Press Enter to start a selection and Enter again to zoom to it.`
          : t`Use the left and right arrow keys to read the values.`}
      </p>
      <div className="pb-chart-visually-hidden" aria-live="polite" aria-atomic="true">
        {liveText}
      </div>
    </div>
  );
}
