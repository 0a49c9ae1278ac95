import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ChartKeyboardState } from '../../domain/charts/chart-cursor';
import type { CrosshairElements } from './chart-crosshair';
import { CrosshairPainter, type ChartCursorScene } from './crosshair-painter';

export interface ChartCursor {
  readonly elements: CrosshairElements;
  /** The cursor and the selection's first mark, for the keyboard model (chart-cursor.ts). */
  readonly read: () => ChartKeyboardState;
  /** Sets them (a key press, a blur) and paints at once. */
  readonly write: (state: ChartKeyboardState) => void;
}

/**
 * The crosshair of a time-series chart, outside React's state: the pointer's time and the
 * keyboard selection's mark live in a ref, and each move places the elements directly, so a
 * sweep across the chart costs a binary search and a few style writes per frame, not a render
 * of the chart (its axes, ticks and labels).
 */
export function useChartCursor(rootRef: RefObject<HTMLElement | null>, scene: ChartCursorScene): ChartCursor {
  const cursor = useRef<HTMLDivElement>(null);
  const dot = useRef<HTMLDivElement>(null);
  const selection = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLDivElement>(null);
  const readoutValue = useRef<HTMLSpanElement>(null);
  const readoutTime = useRef<HTMLSpanElement>(null);
  const elements = useMemo<CrosshairElements>(
    () => ({ cursor, dot, selection, readout, readoutValue, readoutTime }),
    [],
  );
  const painter = useMemo(() => new CrosshairPainter(elements), [elements]);
  const stateRef = useRef<ChartKeyboardState>({ cursorTime: null, anchorTime: null });
  const sceneRef = useRef(scene);
  const paint = useCallback(() => painter.paint(sceneRef.current, stateRef.current), [painter]);

  // After every render (a new span, size or unit), the crosshair follows the new scales.
  useLayoutEffect(() => {
    sceneRef.current = scene;
    paint();
  });

  // Native listeners on the chart's root: React's synthetic pointer event (and its dispatch)
  // would cost more than the crosshair's own work on every move.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    // The root's left edge, read once per visit: a scroll or a new layout while the pointer is
    // on the chart reads it again.
    let rootLeft: number | null = null;
    const forgetLeft = () => {
      rootLeft = null;
    };
    // A finger is read by its own gestures (use-time-series-touch.ts): a tap, a sideways drag.
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      rootLeft ??= root.getBoundingClientRect().left;
      const { frame, x } = sceneRef.current;
      const px = event.clientX - rootLeft;
      const inside = px >= frame.plot.left && px <= frame.plot.left + frame.plot.width;
      stateRef.current = { ...stateRef.current, cursorTime: inside ? x.invert(px) : null };
      // Browsers deliver pointer moves once a frame, just before requestAnimationFrame
      // callbacks (coalesced), so painting here is painting once a frame.
      paint();
    };
    // A finger leaves when it lifts: the readout of a tap stays until a touch elsewhere.
    const onPointerLeave = (event: PointerEvent) => {
      rootLeft = null;
      if (event.pointerType === 'touch') return;
      if (stateRef.current.cursorTime === null) return;
      stateRef.current = { ...stateRef.current, cursorTime: null };
      paint();
    };
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(forgetLeft);
    resizeObserver?.observe(root);
    root.addEventListener('pointermove', onPointerMove, { passive: true });
    root.addEventListener('pointerleave', onPointerLeave, { passive: true });
    window.addEventListener('scroll', forgetLeft, { capture: true, passive: true });
    return () => {
      resizeObserver?.disconnect();
      root.removeEventListener('pointermove', onPointerMove);
      root.removeEventListener('pointerleave', onPointerLeave);
      window.removeEventListener('scroll', forgetLeft, { capture: true });
    };
  }, [rootRef, paint]);

  const read = useCallback(() => stateRef.current, []);
  const write = useCallback(
    (state: ChartKeyboardState) => {
      stateRef.current = state;
      paint();
    },
    [paint],
  );
  return { elements, read, write };
}
