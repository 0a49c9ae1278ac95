import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { scaleLinear } from 'd3-scale';
import { useLingui } from '@lingui/react/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { CHART_COLOURS, CHART_INK, HEART_RATE_BAND_COLOURS } from '../../charts/chart-colours';
import { drawSeriesOnCanvas } from '../../charts/draw-series-canvas';

/** The live chart shows the last ten minutes. */
const WINDOW_SECONDS = 600;
const HEIGHT = 180;
const PLOT = { left: 36, top: 8, right: 8, bottom: 8 };
/** The bpm of the grid lines and axis labels. */
const TICKS = [60, 100, 140, 180];

/**
 * The heart rate of the last ten minutes, drawn on a canvas with the session charts' drawing
 * code once a second (when the recording gains a second): React renders it once, the redraws
 * happen outside React. Gaps (no contact, a dropped belt, a pause) break the line.
 */
export function LiveHeartRateChart({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const draw = () => {
      const element = canvas.current;
      if (element === null) return;
      const width = element.clientWidth || 600;
      const rates = vm.inProgress.heartRates();
      const end = Math.max(rates.length, WINDOW_SECONDS);
      const from = end - WINDOW_SECONDS;
      const times = new Float64Array(WINDOW_SECONDS);
      const values = new Float64Array(WINDOW_SECONDS);
      for (let i = 0; i < WINDOW_SECONDS; i += 1) {
        times[i] = from + i;
        values[i] = rates[from + i] ?? Number.NaN;
      }
      const hrmax = vm.readout.hrmax;
      const plot = {
        left: PLOT.left,
        top: PLOT.top,
        width: width - PLOT.left - PLOT.right,
        height: HEIGHT - PLOT.top - PLOT.bottom,
      };
      const x = scaleLinear()
        .domain([from, end])
        .range([plot.left, plot.left + plot.width]);
      const y = scaleLinear()
        .domain([40, hrmax + 10])
        .range([plot.top + plot.height, plot.top]);
      drawSeriesOnCanvas(
        element,
        { width, height: HEIGHT, devicePixelRatio: window.devicePixelRatio || 1, plot },
        { line: { t: times, value: values }, band: null },
        x,
        y,
        CHART_COLOURS.redZone,
        {
          bands: [
            { from: 40, to: 0.6 * hrmax, color: HEART_RATE_BAND_COLOURS.low },
            { from: 0.6 * hrmax, to: 0.8 * hrmax, color: HEART_RATE_BAND_COLOURS.moderate },
            { from: 0.8 * hrmax, to: hrmax + 10, color: HEART_RATE_BAND_COLOURS.high },
          ],
          gridTicks: TICKS.filter((tick) => tick < hrmax + 10),
        },
      );
      // The y axis's bpm, in the left margin, in the session charts' axis ink.
      const ctx = element.getContext('2d');
      if (ctx === null) return;
      ctx.font = '11px system-ui, sans-serif';
      ctx.fillStyle = CHART_INK.axisText;
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      for (const tick of TICKS.filter((value) => value < hrmax + 10))
        ctx.fillText(String(tick), plot.left - 6, y(tick));
    };
    draw();
    const stop = reaction(() => [vm.inProgress.recordedSeconds, vm.readout.hrmax], draw);
    window.addEventListener('resize', draw);
    return () => {
      stop();
      window.removeEventListener('resize', draw);
    };
  }, [vm]);
  return (
    <figure className="live-chart">
      <canvas
        ref={canvas}
        className="live-chart__canvas"
        style={{ height: HEIGHT }}
        role="img"
        aria-label={t`Heart rate over the last ten minutes`}
      />
    </figure>
  );
}
