import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from '../../../src/ui/charts/chart-series';

const RED_ZONE = '#C93434';
const ZONE_FILLS = ['rgba(60,126,148,0.06)', 'rgba(175,133,42,0.08)', 'rgba(201,52,52,0.09)'] as const;

/** The zone bands behind the line, on the plot's own canvas (uPlot's drawClear hook runs before the series). */
function drawZoneBands(u: uPlot, edges: readonly number[]): void {
  const { ctx, bbox } = u;
  for (let k = 0; k < ZONE_FILLS.length; k += 1) {
    const top = u.valToPos(edges[k + 1] ?? 0, 'y', true);
    const bottom = u.valToPos(edges[k] ?? 0, 'y', true);
    ctx.fillStyle = ZONE_FILLS[k] ?? 'transparent';
    ctx.fillRect(
      bbox.left,
      Math.max(bbox.top, top),
      bbox.width,
      Math.min(bbox.top + bbox.height, bottom) - Math.max(bbox.top, top),
    );
  }
}

/** The dashed 80 % HRmax line and its label, after the series (uPlot's draw hook). */
function drawThreshold(u: uPlot, value: number): void {
  const { ctx, bbox } = u;
  const dpr = uPlot.pxRatio;
  const at = Math.round(u.valToPos(value, 'y', true)) + 0.5;
  ctx.save();
  ctx.strokeStyle = RED_ZONE;
  ctx.lineWidth = 1.25 * dpr;
  ctx.setLineDash([6 * dpr, 4 * dpr]);
  ctx.beginPath();
  ctx.moveTo(bbox.left, at);
  ctx.lineTo(bbox.left + bbox.width, at);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = RED_ZONE;
  ctx.font = `${11 * dpr}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.fillText('80 % HRmax', bbox.left + bbox.width - 4 * dpr, at - 4 * dpr);
  ctx.restore();
}

/**
 * The same heart-rate chart drawn with uPlot, for comparison only, as uPlot is meant to be used:
 * one canvas, the series as typed arrays, its own cursor and live legend (the readout), the zone
 * bands and the dashed 80 % line drawn in hooks, minute ticks, the y axis from 40 % to 105 % HRmax.
 */
export function UplotHeartRateChart({
  series,
  width,
  height,
  hrmax,
}: {
  readonly series: ChartSeries;
  readonly width: number;
  readonly height: number;
  readonly hrmax: number;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const yMin = Math.floor((0.4 * hrmax) / 10) * 10;
    const yMax = Math.ceil((1.05 * hrmax) / 10) * 10;
    const edges = [yMin, 0.6 * hrmax, 0.8 * hrmax, yMax];
    const options: uPlot.Options = {
      width,
      height,
      scales: { x: { time: false }, y: { range: [yMin, yMax] } },
      axes: [
        // Ticks on whole minutes (1, 5, 10, 15, 30, 60), read in minutes, like ours and Recharts'.
        {
          grid: { show: false },
          incrs: [60, 300, 600, 900, 1800, 3600],
          values: (_u, splits) => splits.map((s) => String(Math.round(s / 60))),
        },
        { grid: { stroke: 'rgba(24,32,48,0.08)', width: 1 } },
      ],
      series: [
        {
          label: 'min',
          value: (_u, v) => (v === null ? '–' : `${Math.floor(v / 60)}:${String(Math.round(v % 60)).padStart(2, '0')}`),
        },
        {
          label: 'Heart rate',
          stroke: RED_ZONE,
          width: 1.5,
          points: { show: false },
          value: (_u, v) => (v === null ? '–' : `${Math.round(v)} bpm`),
        },
      ],
      hooks: { drawClear: [(u) => drawZoneBands(u, edges)], draw: [(u) => drawThreshold(u, 0.8 * hrmax)] },
    };
    const plot = new uPlot(options, [series.t, series.value], host);
    return () => plot.destroy();
  }, [series, width, height, hrmax]);
  return <div ref={hostRef} className="bench-uplot" />;
}
