import { useEffect, useLayoutEffect, useRef } from 'react';
import { brushX, type D3BrushEvent } from 'd3-brush';
import { select } from 'd3-selection';
import type { ScaleLinear } from 'd3-scale';
import type { CanvasFrame } from './draw-series-canvas';

/** A drag narrower than this (CSS px) is a click, not a selection. */
const MIN_BRUSH_PIXELS = 4;

/**
 * Drag-to-zoom with d3-brush on the overlay group: when the user releases, the dragged pixels
 * are turned back into seconds and reported, and the brush is cleared (the chart then shows
 * the new span, refetched by the caller at its precision).
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
    const brush = brushX<unknown>()
      .extent([
        [left, top],
        [left + width, top + height],
      ])
      .on('end', (event: D3BrushEvent<unknown>) => {
        if (!event.sourceEvent) return; // our own clearing move below
        const pixels = event.selection as [number, number] | null;
        brush.move(selection, null);
        if (!pixels || pixels[1] - pixels[0] < MIN_BRUSH_PIXELS) return;
        const [domainStart, domainEnd] = x.domain() as [number, number];
        let start = Math.max(domainStart, x.invert(pixels[0]));
        let end = Math.min(domainEnd, x.invert(pixels[1]));
        if (end - start < minSpanSeconds) {
          const middle = (start + end) / 2;
          start = Math.max(domainStart, middle - minSpanSeconds / 2);
          end = Math.min(domainEnd, start + minSpanSeconds);
        }
        callbackRef.current?.(start, end);
      });
    selection.call(brush);
    return () => {
      selection.on('.brush', null);
      selection.selectAll('*').remove();
    };
  }, [group, left, top, width, height, x, selectable, minSpanSeconds]);
}
