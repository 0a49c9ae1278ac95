import type { ScaleLinear } from 'd3-scale';
import { sampleAtCursor, type ChartCursorFrame, type ChartKeyboardState } from '../../domain/charts/chart-cursor';
import type { CanvasFrame } from './draw-series-canvas';
import type { CrosshairElements } from './chart-crosshair';

/** Past this share of the plot's width the readout sits left of the line, so it stays inside. */
const READOUT_FLIP_AT = 0.62;
/** The readout sits this far right of the line (CSS left: 10px); flipped, as far left of it. */
const READOUT_GAP_PX = 10;
/** Past this many texts the readout's cache starts again (a % HRmax series has many distinct values). */
const READOUT_CACHE_LIMIT = 512;

/** What the crosshair is drawn against: the latest render's frame, scales and samples. */
export interface ChartCursorScene {
  readonly frame: CanvasFrame;
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
  readonly cursorFrame: ChartCursorFrame;
  readonly values: ArrayLike<number> | null;
  /** The readout's value text for a sample ("156 bpm", or "No data"). */
  readonly valueText: (value: number) => string;
  /** The readout's time text for a sample's time in seconds ("12:30"). */
  readonly timeText: (seconds: number) => string;
}

type WrittenProperty = 'transform' | 'visibility' | 'display' | 'width' | 'textContent';

/**
 * Writes a style property or the text of an element, unless the last write there was the same:
 * most of a sweep's writes would change nothing (the visibility, often the value text), and
 * even those cost a parse and a style invalidation.
 */
class ElementWriter {
  private readonly written = new WeakMap<HTMLElement, Map<WrittenProperty, string>>();

  set(element: HTMLElement | null, property: WrittenProperty, value: string): void {
    if (!element) return;
    let values = this.written.get(element);
    if (!values) {
      values = new Map();
      this.written.set(element, values);
    }
    if (values.get(property) === value) return;
    values.set(property, value);
    if (property !== 'textContent') element.style[property] = value;
    // Changing the data of the text node in place is cheaper than replacing it (textContent).
    else if (element.firstChild instanceof Text && element.firstChild.nextSibling === null)
      element.firstChild.data = value;
    else element.textContent = value;
  }

  show(element: HTMLElement | null, shown: boolean): void {
    this.set(element, 'visibility', shown ? 'visible' : '');
  }
}

/**
 * Moves the crosshair's elements (chart-crosshair.tsx) to the sample at the cursor, or hides
 * them; nothing when neither the sample, the selection's mark nor the scene changed. The
 * translated value text ("156 bpm") costs more than the rest of a move, and a sweep meets the
 * same values again and again, so each value's text is made once per scene.
 */
export class CrosshairPainter {
  private scene: ChartCursorScene | null = null;
  private index: number | null = null;
  private anchorTime: number | null = null;
  private readonly valueTexts = new Map<number, string>();
  private readonly write = new ElementWriter();

  constructor(private readonly elements: CrosshairElements) {}

  paint(scene: ChartCursorScene, state: ChartKeyboardState): void {
    const index = sampleAtCursor(scene.cursorFrame, state.cursorTime);
    if (scene === this.scene && index === this.index && state.anchorTime === this.anchorTime) return;
    if (scene.valueText !== this.scene?.valueText || this.valueTexts.size > READOUT_CACHE_LIMIT)
      this.valueTexts.clear();
    this.scene = scene;
    this.index = index;
    this.anchorTime = state.anchorTime;
    const { cursor, dot, readout, readoutValue, readoutTime, selection } = this.elements;
    const write = this.write;
    if (index === null) {
      write.show(cursor.current, false);
      write.show(selection.current, false);
      return;
    }
    const { x, y, frame } = scene;
    const time = scene.cursorFrame.times[index] ?? Number.NaN;
    const value = scene.values?.[index] ?? Number.NaN;
    // The 1-px line covers the pixel column [at, at + 1), a crisp line on the pixel grid; the
    // dot and the readout move with it.
    const at = Math.round(x(time));
    write.set(cursor.current, 'transform', `translateX(${at}px)`);
    write.show(cursor.current, true);
    const hasValue = Number.isFinite(value);
    if (hasValue) write.set(dot.current, 'transform', `translateY(${y(value)}px)`);
    write.set(dot.current, 'display', hasValue ? '' : 'none');
    write.set(readoutValue.current, 'textContent', this.valueTextOf(scene, value));
    write.set(readoutTime.current, 'textContent', scene.timeText(time));
    const flip = at > frame.plot.left + frame.plot.width * READOUT_FLIP_AT;
    write.set(readout.current, 'transform', flip ? `translateX(calc(-100% - ${2 * READOUT_GAP_PX}px))` : '');
    const anchor = state.anchorTime;
    if (anchor !== null) {
      const from = Math.round(x(anchor));
      write.set(selection.current, 'transform', `translateX(${Math.min(from, at)}px)`);
      write.set(selection.current, 'width', `${Math.abs(at - from)}px`);
    }
    write.show(selection.current, anchor !== null);
  }

  private valueTextOf(scene: ChartCursorScene, value: number): string {
    let text = this.valueTexts.get(value);
    if (text === undefined) {
      text = scene.valueText(value);
      this.valueTexts.set(value, text);
    }
    return text;
  }
}
