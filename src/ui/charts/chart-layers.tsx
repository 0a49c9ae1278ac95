import type { ScaleLinear } from 'd3-scale';
import type { ChartBand, ChartThreshold } from './chart-series';
import type { CanvasFrame } from './draw-series-canvas';
import { CHART_INK } from './chart-colours';
import { formatTimeTick } from './time-axis-ticks';

interface LayerProps {
  readonly frame: CanvasFrame;
  readonly y: ScaleLinear<number, number>;
  readonly yTicks: readonly number[];
}

/** Behind the data: zone bands and horizontal grid lines. */
export function ChartBackground({ frame, y, yTicks, bands }: LayerProps & { readonly bands: readonly ChartBand[] }) {
  const { plot } = frame;
  return (
    <svg className="pb-chart__layer" width={frame.width} height={frame.height} aria-hidden="true">
      {bands.map((band) => {
        const top = Math.max(plot.top, Math.min(y(band.to), y(band.from)));
        const bottom = Math.min(plot.top + plot.height, Math.max(y(band.to), y(band.from)));
        if (bottom <= top) return null;
        return (
          <rect key={`${band.from}-${band.to}`} x={plot.left} y={top} width={plot.width} height={bottom - top} fill={band.color} />
        );
      })}
      {yTicks.map((tick) => (
        <line
          key={tick}
          x1={plot.left}
          x2={plot.left + plot.width}
          y1={Math.round(y(tick)) + 0.5}
          y2={Math.round(y(tick)) + 0.5}
          stroke={CHART_INK.grid}
        />
      ))}
    </svg>
  );
}

interface AxesProps extends LayerProps {
  readonly x: ScaleLinear<number, number>;
  readonly timeTicks: readonly number[];
  readonly timeStep: number;
  readonly timeCaption: string;
  readonly unitLabel: string;
  readonly formatYTick: (value: number) => string;
  readonly bands: readonly ChartBand[];
  readonly threshold: ChartThreshold | undefined;
}

/** In front of the data: axes, tick labels, band labels and the dashed threshold line. */
export function ChartAxes(props: AxesProps) {
  const { frame, x, y, yTicks, timeTicks, timeStep, timeCaption, unitLabel, formatYTick, bands, threshold } = props;
  const { plot } = frame;
  const bottom = plot.top + plot.height;
  const right = plot.left + plot.width;
  return (
    <g className="pb-chart__axes">
      <line x1={plot.left} x2={right} y1={bottom + 0.5} y2={bottom + 0.5} stroke={CHART_INK.baseline} />
      {timeTicks.map((tick) => {
        const at = Math.round(x(tick)) + 0.5;
        return (
          <g key={tick}>
            <line x1={at} x2={at} y1={bottom} y2={bottom + 4} stroke={CHART_INK.baseline} />
            <text x={at} y={bottom + 16} textAnchor="middle" className="pb-chart__tick">
              {formatTimeTick(tick, timeStep)}
            </text>
          </g>
        );
      })}
      <text x={right} y={bottom + 16} textAnchor="end" className="pb-chart__caption" dx={0} dy={12}>
        {timeCaption}
      </text>
      {yTicks.map((tick) => (
        <text key={tick} x={plot.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="pb-chart__tick">
          {formatYTick(tick)}
        </text>
      ))}
      <text x={plot.left - 8} y={plot.top - 8} textAnchor="end" className="pb-chart__caption">
        {unitLabel}
      </text>
      {bands.map((band) => {
        if (!band.label) return null;
        const top = Math.max(plot.top, Math.min(y(band.to), y(band.from)));
        const bandBottom = Math.min(bottom, Math.max(y(band.to), y(band.from)));
        if (bandBottom - top < 14) return null;
        return (
          <text key={band.label} x={right - 6} y={bandBottom - 5} textAnchor="end" className="pb-chart__band-label">
            {band.label}
          </text>
        );
      })}
      {threshold && threshold.value >= y.domain()[0]! && threshold.value <= y.domain()[1]! ? (
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
          <text
            x={plot.left + 6}
            y={y(threshold.value) - 5}
            className="pb-chart__threshold-label"
            fill={threshold.color}
          >
            {threshold.label}
          </text>
        </g>
      ) : null}
    </g>
  );
}
