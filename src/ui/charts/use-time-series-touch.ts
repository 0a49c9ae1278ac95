import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ScaleLinear } from 'd3-scale';
import type { CanvasFrame } from './draw-series-canvas';
import type { ChartCursor } from './use-chart-cursor';
import { spanOfPixels } from './use-span-brush';
import { useChartTouch, type ChartTouchHandlers } from './use-chart-touch';

interface TimeSeriesTouchScene {
  readonly frame: CanvasFrame;
  readonly x: ScaleLinear<number, number>;
  readonly onSelectSpan: ((startSec: number, endSec: number) => void) | undefined;
  readonly minSpanSeconds: number;
}

/**
 * A time-series chart under a finger (docs/product-rules.md#charts-on-touch): a tap puts the
 * crosshair and its readout on the nearest sample, a sideways drag moves them, a touch elsewhere
 * on the page hides them; on a chart that zooms, a hold then a sideways drag shows the span as
 * the keyboard's selection does and zooms to it when the finger lifts. A finger on the margins
 * reads the nearest end of the plot.
 */
export function useTimeSeriesTouch(
  rootRef: RefObject<HTMLElement | null>,
  cursor: ChartCursor,
  scene: TimeSeriesTouchScene,
): void {
  const sceneRef = useRef(scene);
  useLayoutEffect(() => {
    sceneRef.current = scene;
  });
  const canZoom = scene.onSelectSpan !== undefined;
  const { read: readCursor, write: writeCursor } = cursor;

  const handlers = useMemo<ChartTouchHandlers>(() => {
    /** The x of a client x on the plot, kept inside it. */
    const plotX = (clientX: number) => {
      const { plot } = sceneRef.current.frame;
      const left = rootRef.current?.getBoundingClientRect().left ?? 0;
      return Math.min(plot.left + plot.width, Math.max(plot.left, clientX - left));
    };
    const timeAt = (clientX: number) => sceneRef.current.x.invert(plotX(clientX));
    const read = (clientX: number) => writeCursor({ cursorTime: timeAt(clientX), anchorTime: null });
    const hide = () => writeCursor({ cursorTime: null, anchorTime: null });
    // A tap only reads a session chart: nothing in it is a link or a button.
    const reading: ChartTouchHandlers = { read, hide, tapIsReadOnly: true };
    if (!canZoom) return reading;
    return {
      ...reading,
      zoom: {
        held: (clientX) => {
          const time = timeAt(clientX);
          writeCursor({ cursorTime: time, anchorTime: time });
        },
        drag: (fromX, toX) => writeCursor({ cursorTime: timeAt(toX), anchorTime: timeAt(fromX) }),
        select: (fromX, toX) => {
          hide();
          const { x, onSelectSpan, minSpanSeconds } = sceneRef.current;
          const span = spanOfPixels(x, plotX(fromX), plotX(toX), minSpanSeconds);
          if (span) onSelectSpan?.(span.start, span.end);
        },
        cancel: () => writeCursor({ ...readCursor(), anchorTime: null }),
      },
    };
  }, [readCursor, writeCursor, rootRef, canZoom]);

  useChartTouch(rootRef, handlers);
}
