import type { ScaleLinear } from 'd3-scale';
import type { CanvasFrame } from './draw-series-canvas';
import { CHART_INK } from './chart-colours';

export interface CrosshairPoint {
  readonly time: number;
  readonly value: number;
}

/** The vertical line and the dot at the sample under the pointer or the keyboard cursor. */
export function ChartCrosshair({
  frame,
  x,
  y,
  point,
  color,
}: {
  readonly frame: CanvasFrame;
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
  readonly point: CrosshairPoint;
  readonly color: string;
}) {
  const { plot } = frame;
  const at = Math.round(x(point.time)) + 0.5;
  const hasValue = Number.isFinite(point.value);
  return (
    <g className="pb-chart__crosshair" pointerEvents="none">
      <line x1={at} x2={at} y1={plot.top} y2={plot.top + plot.height} stroke={CHART_INK.crosshair} strokeWidth={1} />
      {hasValue ? (
        <circle cx={at} cy={y(point.value)} r={4} fill="#fff" stroke={color} strokeWidth={2} />
      ) : null}
    </g>
  );
}

/** The floating readout beside the crosshair; it flips to the left of the line near the right edge. */
export function CrosshairReadout({
  frame,
  left,
  timeText,
  valueText,
  color,
}: {
  readonly frame: CanvasFrame;
  /** The crosshair's x in CSS pixels. */
  readonly left: number;
  readonly timeText: string;
  readonly valueText: string;
  readonly color: string;
}) {
  const flip = left > frame.plot.left + frame.plot.width * 0.62;
  return (
    <div
      className={flip ? 'pb-chart__readout pb-chart__readout--flip' : 'pb-chart__readout'}
      style={{ left, top: frame.plot.top + 4 }}
      aria-hidden="true"
    >
      <span className="pb-chart__readout-swatch" style={{ background: color }} />
      <span className="pb-chart__readout-value">{valueText}</span>
      <span className="pb-chart__readout-time">{timeText}</span>
    </div>
  );
}
