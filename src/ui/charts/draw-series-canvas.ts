import { area } from 'd3-shape';
import type { ScaleLinear } from 'd3-scale';
import type { DrawableSeries } from './chart-resampling';
import type { ChartBand } from './chart-series';
import { CHART_INK } from './chart-colours';

/** What sits behind the data: zone bands and the horizontal grid lines at the y ticks. */
export interface CanvasBackground {
  readonly bands: readonly ChartBand[];
  readonly gridTicks: readonly number[];
}

export interface CanvasFrame {
  /** CSS pixels of the whole canvas. */
  readonly width: number;
  readonly height: number;
  readonly devicePixelRatio: number;
  /** Plot rectangle inside the canvas, CSS pixels. */
  readonly plot: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/**
 * Sizes the canvas backing store to the device pixel ratio (crisp on retina screens) and
 * draws the zone bands, the grid, the min/max band (a d3-shape area) and the line (one path).
 */
export function drawSeriesOnCanvas(
  canvas: HTMLCanvasElement,
  frame: CanvasFrame,
  data: DrawableSeries,
  x: ScaleLinear<number, number>,
  y: ScaleLinear<number, number>,
  color: string,
  background: CanvasBackground,
): void {
  const dpr = frame.devicePixelRatio;
  const backingWidth = Math.max(1, Math.round(frame.width * dpr));
  const backingHeight = Math.max(1, Math.round(frame.height * dpr));
  if (canvas.width !== backingWidth) canvas.width = backingWidth;
  if (canvas.height !== backingHeight) canvas.height = backingHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return; // no 2D context (jsdom, or a browser out of canvases): the SVG overlay still works
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, frame.width, frame.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(frame.plot.left, frame.plot.top - 1, frame.plot.width, frame.plot.height + 2);
  ctx.clip();
  drawBackground(ctx, frame, y, background);

  if (data.band) {
    const band = data.band;
    const bandArea = area<number>()
      .defined((i) => Number.isFinite(band.min[i] ?? Number.NaN) && Number.isFinite(band.max[i] ?? Number.NaN))
      .x((i) => x(band.t[i] ?? 0))
      .y0((i) => y(band.min[i] ?? 0))
      .y1((i) => y(band.max[i] ?? 0))
      .context(ctx);
    ctx.beginPath();
    bandArea(indexList(band.t.length));
    ctx.globalAlpha = 0.18;
    ctx.fillStyle = color;
    ctx.fill();
    ctx.globalAlpha = 1;
  }

  strokeLine(ctx, data.line, x, y, dpr);
  ctx.lineWidth = 1.5;
  // Bevel joins: a 1.5-px line looks the same, and a few thousand round joins took about 2 ms
  // more to rasterise on every paint of the 4-hour chart (Chromium's software canvas, measured).
  ctx.lineJoin = 'bevel';
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

/**
 * The line as one path, with each point on the device-pixel grid (what the screen can show
 * anyway), leaving out a point that lands on the pixel of the one before. A NaN value breaks the
 * line: the next point starts a new stretch.
 */
function strokeLine(
  ctx: CanvasRenderingContext2D,
  line: DrawableSeries['line'],
  x: ScaleLinear<number, number>,
  y: ScaleLinear<number, number>,
  dpr: number,
): void {
  const { t, value } = line;
  // The scales are linear: one multiply-add per point instead of a scale call.
  const [t0 = 0, t1 = 1] = x.domain();
  const [v0 = 0, v1 = 1] = y.domain();
  const xA = x(t0);
  const xK = (x(t1) - xA) / (t1 - t0 || 1);
  const yA = y(v0);
  const yK = (y(v1) - yA) / (v1 - v0 || 1);
  let previousX = Number.NaN;
  let previousY = Number.NaN;
  let drawing = false;
  ctx.beginPath();
  for (let i = 0; i < t.length; i += 1) {
    const v = value[i] as number;
    if (v !== v) {
      drawing = false;
      continue;
    }
    const px = Math.round((xA + ((t[i] as number) - t0) * xK) * dpr) / dpr;
    const py = Math.round((yA + (v - v0) * yK) * dpr) / dpr;
    if (!drawing) {
      ctx.moveTo(px, py);
      drawing = true;
    } else if (px !== previousX || py !== previousY) {
      ctx.lineTo(px, py);
    }
    previousX = px;
    previousY = py;
  }
}

function drawBackground(
  ctx: CanvasRenderingContext2D,
  frame: CanvasFrame,
  y: ScaleLinear<number, number>,
  { bands, gridTicks }: CanvasBackground,
): void {
  const { left, top, width, height } = frame.plot;
  for (const band of bands) {
    const bandTop = Math.max(top, Math.min(y(band.to), y(band.from)));
    const bandBottom = Math.min(top + height, Math.max(y(band.to), y(band.from)));
    if (bandBottom <= bandTop) continue;
    ctx.fillStyle = band.color;
    ctx.fillRect(left, bandTop, width, bandBottom - bandTop);
  }
  ctx.beginPath();
  for (const tick of gridTicks) {
    const at = Math.round(y(tick)) + 0.5;
    ctx.moveTo(left, at);
    ctx.lineTo(left + width, at);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = CHART_INK.grid;
  ctx.stroke();
}

let sharedIndices = new Uint32Array(0);

/** 0..n-1 as an iterable, reused between draws to avoid garbage on every redraw. */
function indexList(n: number): Uint32Array {
  if (sharedIndices.length < n) {
    sharedIndices = new Uint32Array(Math.max(n, sharedIndices.length * 2));
    for (let i = 0; i < sharedIndices.length; i += 1) sharedIndices[i] = i;
  }
  return sharedIndices.subarray(0, n);
}
