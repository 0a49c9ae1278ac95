import { useId } from 'react';
import type { ScaleLinear } from 'd3-scale';
import type { ChartBand, ChartMark, ChartThreshold } from './chart-series';
import type { CanvasFrame } from './draw-series-canvas';
import { CHART_INK } from './chart-colours';
import { formatTimeTick } from './time-axis-ticks';

/** A mark narrower than this keeps its band but not its label, which would not fit. */
const MIN_WIDTH_FOR_MARK_LABEL = 28;

/** Below this plot width (phones) the zone colours speak alone: labels would sit on the data. */
const MIN_WIDTH_FOR_BAND_LABELS = 420;

interface AxesProps {
  readonly frame: CanvasFrame;
  readonly y: ScaleLinear<number, number>;
  readonly yTicks: readonly number[];
  readonly x: ScaleLinear<number, number>;
  readonly timeTicks: readonly number[];
  readonly timeStep: number;
  /** The reader's formatting locales, for the time labels. */
  readonly locales: readonly string[];
  readonly timeCaption: string;
  readonly unitLabel: string;
  readonly formatYTick: (value: number) => string;
  readonly bands: readonly ChartBand[];
  readonly threshold: ChartThreshold | undefined;
  readonly marks: readonly ChartMark[];
}

/** In front of the data: axes, tick labels, band labels and the dashed threshold line. */
export function ChartAxes(props: AxesProps) {
  const {
    frame,
    x,
    y,
    yTicks,
    timeTicks,
    timeStep,
    locales,
    timeCaption,
    unitLabel,
    formatYTick,
    bands,
    threshold,
    marks,
  } = props;
  const { plot } = frame;
  const bottom = plot.top + plot.height;
  const right = plot.left + plot.width;
  // The baseline and every tick mark as one path, the time labels in one group: a handful of
  // elements whatever the number of ticks, so mounting the chart lays out and paints less.
  const tickMarks = timeTicks.map((tick) => `M${Math.round(x(tick)) + 0.5},${bottom}v4`).join('');
  return (
    <g className="pb-chart__axes">
      <ChartMarks frame={frame} x={x} marks={marks} />
      <path d={`M${plot.left},${bottom + 0.5}H${right}${tickMarks}`} stroke={CHART_INK.baseline} fill="none" />
      <g>
        {timeTicks.map((tick) => {
          const at = Math.round(x(tick)) + 0.5;
          return (
            <text
              key={tick}
              x={at}
              y={bottom + 16}
              textAnchor={at > right - 10 ? 'end' : 'middle'}
              className="pb-chart__tick"
            >
              {formatTimeTick(locales, tick, timeStep)}
            </text>
          );
        })}
      </g>
      <text x={right} y={bottom + 16} textAnchor="end" className="pb-chart__caption" dx={0} dy={12}>
        {timeCaption}
      </text>
      {yTicks.map((tick) => (
        <text key={tick} x={plot.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="pb-chart__tick">
          {formatYTick(tick)}
        </text>
      ))}
      <text x={4} y={plot.top - 10} className="pb-chart__caption">
        {unitLabel}
      </text>
      {bands.map((band) => {
        if (!band.label || plot.width < MIN_WIDTH_FOR_BAND_LABELS) return null;
        const top = Math.max(plot.top, Math.min(y(band.to), y(band.from)));
        const bandBottom = Math.min(bottom, Math.max(y(band.to), y(band.from)));
        if (bandBottom - top < 14) return null;
        return (
          <text key={band.label} x={right - 6} y={bandBottom - 5} textAnchor="end" className="pb-chart__band-label">
            {band.label}
          </text>
        );
      })}
      {threshold && isInDomain(threshold.value, y) ? (
        <g>
          <line
            x1={plot.left}
            x2={right}
            y1={Math.round(y(threshold.value)) + 0.5}
            y2={Math.round(y(threshold.value)) + 0.5}
            stroke={threshold.color}
            strokeWidth={1.25}
            strokeDasharray="6 4"
          />
        </g>
      ) : null}
    </g>
  );
}

/**
 * The marks across the plot (the session's segments): a shaded band from start to end with
 * edges, and the label at its top left, cut at the band's right edge. Only the part inside the
 * span shown is drawn.
 */
function ChartMarks({
  frame,
  x,
  marks,
}: {
  frame: CanvasFrame;
  x: ScaleLinear<number, number>;
  marks: readonly ChartMark[];
}) {
  const clipBase = useId();
  const { plot } = frame;
  const right = plot.left + plot.width;
  return (
    <g className="pb-chart__marks">
      {marks.map((mark, index) => {
        const left = Math.max(plot.left, x(mark.start));
        const end = Math.min(right, x(mark.end));
        if (!(end > left)) return null;
        const width = end - left;
        const clipId = `${clipBase}-${index}`;
        return (
          <g key={`${mark.start}-${mark.end}-${index}`} className="pb-chart__mark">
            <rect x={left} y={plot.top} width={width} height={plot.height} className="pb-chart__mark-band" />
            <path
              d={`M${Math.round(left) + 0.5},${plot.top}v${plot.height}M${Math.round(end) - 0.5},${plot.top}v${plot.height}`}
              className="pb-chart__mark-edge"
            />
            {width >= MIN_WIDTH_FOR_MARK_LABEL ? (
              <>
                <clipPath id={clipId}>
                  <rect x={left} y={plot.top} width={width - 2} height={plot.height} />
                </clipPath>
                <text x={left + 4} y={plot.top + 11} className="pb-chart__mark-label" clipPath={`url(#${clipId})`}>
                  {mark.label}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function isInDomain(value: number, y: ScaleLinear<number, number>): boolean {
  const [low = 0, high = 0] = y.domain();
  return value >= Math.min(low, high) && value <= Math.max(low, high);
}
