import { useEffect, useLayoutEffect, useRef } from 'react';
import { brushX, type D3BrushEvent } from 'd3-brush';
import { select } from 'd3-selection';
import type { ScaleLinear } from 'd3-scale';
import type { CanvasFrame } from './draw-series-canvas';

/** A drag narrower than this (CSS px) is a click, not a selection. */
const MIN_BRUSH_PIXELS = 4;

/**
 * The span in seconds between two x positions on the plot (either order), inside the shown
 * domain, widened about its middle to `minSpanSeconds` when narrower; null when the two are
 * closer than a click's wobble.
 */
export function spanOfPixels(
  x: ScaleLinear<number, number>,
  fromPx: number,
  toPx: number,
  minSpanSeconds: number,
): { start: number; end: number } | null {
  const low = Math.min(fromPx, toPx);
  const high = Math.max(fromPx, toPx);
  if (!(high - low >= MIN_BRUSH_PIXELS)) return null;
  const [domainStart, domainEnd] = x.domain() as [number, number];
  let start = Math.max(domainStart, x.invert(low));
  let end = Math.min(domainEnd, x.invert(high));
  if (end - start < minSpanSeconds) {
    const middle = (start + end) / 2;
    start = Math.max(domainStart, middle - minSpanSeconds / 2);
    end = Math.min(domainEnd, start + minSpanSeconds);
  }
  return { start, end };
}

/**
 * Drag-to-zoom with the mouse, with d3-brush on the overlay group: when the user releases, the
 * dragged pixels are turned back into seconds and reported, and the brush is cleared (the chart
 * then shows the new span, refetched by the caller at its precision). A finger never brushes: its
 * zoom is a hold then a drag (use-time-series-touch.ts), so the brush neither listens to touch
 * events nor takes the page's scroll (d3's touch-action: none), and it ignores the mouse events a
 * browser makes up after a tap.
 *
 * It takes the group element itself (kept in state by a callback ref), not a ref object: the
 * group mounts only once the data has arrived, often after the size is known, and the brush
 * must be attached then (a ref object would not re-run the effect, leaving no brush at all).
 */
export function useSpanBrush(
  group: SVGGElement | null,
  plot: CanvasFrame['plot'],
  x: ScaleLinear<number, number>,
  onSelectSpan: ((startSec: number, endSec: number) => void) | undefined,
  minSpanSeconds: number,
): void {
  const { left, top, width, height } = plot;
  // The latest callback, read at the end of a drag: a new function identity from the parent
  // must not rebuild the brush (which would cancel a drag in progress).
  const callbackRef = useRef(onSelectSpan);
  useLayoutEffect(() => {
    callbackRef.current = onSelectSpan;
  }, [onSelectSpan]);
  const selectable = onSelectSpan !== undefined;
  useEffect(() => {
    if (!group || !selectable || width <= 0 || height <= 0) return undefined;
    const selection = select<SVGGElement, unknown>(group);
    // The pointer that pressed last: a mousedown after a touch's pointerdown is the browser's copy of a tap.
    let pressedBy = 'mouse';
    const notePointer = (event: PointerEvent) => {
      pressedBy = event.pointerType;
    };
    group.addEventListener('pointerdown', notePointer, { capture: true, passive: true });
    const brush = brushX<unknown>()
      .extent([
        [left, top],
        [left + width, top + height],
      ])
      .touchable(() => false)
      .filter((event: MouseEvent) => !event.ctrlKey && !event.button && pressedBy !== 'touch')
      .on('end', (event: D3BrushEvent<unknown>) => {
        if (!event.sourceEvent) return; // our own clearing move below
        const pixels = event.selection as [number, number] | null;
        brush.move(selection, null);
        const span = pixels ? spanOfPixels(x, pixels[0], pixels[1], minSpanSeconds) : null;
        if (span) callbackRef.current?.(span.start, span.end);
      });
    selection.call(brush);
    return () => {
      group.removeEventListener('pointerdown', notePointer, { capture: true });
      selection.on('.brush', null);
      selection.selectAll('*').remove();
    };
  }, [group, left, top, width, height, x, selectable, minSpanSeconds]);
}
