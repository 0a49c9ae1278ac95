import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  endTouch,
  holdTouch,
  HOLD_TO_ZOOM_MS,
  moveTouch,
  startTouch,
  type TouchGesture,
} from '../../domain/charts/touch-gesture';

/** What a chart does with a finger (docs/product-rules.md#charts-on-touch); x and y are client coordinates. */
export interface ChartTouchHandlers {
  /** Show the readout and the crosshair at this point (a tap, a sideways drag). */
  readonly read: (clientX: number, clientY: number) => void;
  /** Hide them: a touch outside the chart. */
  readonly hide: () => void;
  /** Given, the chart zooms: a hold, then a sideways drag, selects the span between the two points. */
  readonly zoom?: ChartTouchZoom;
  /**
   * True when a tap read on the chart is all the tap does: its touchend is cancelled, so the browser makes no mouse
   * events and no click of it. A chart whose points are links leaves it off (a tap on a point shown opens it).
   */
  readonly tapIsReadOnly?: boolean;
}

interface ChartTouchZoom {
  /** The finger was held still long enough: the selection starts here. */
  readonly held: (clientX: number) => void;
  /** The selection now runs from `fromX` to the finger. */
  readonly drag: (fromX: number, toX: number) => void;
  /** The finger lifted: zoom to the span. */
  readonly select: (fromX: number, toX: number) => void;
  /** The browser took the touch over (a scroll, a pinch) or the hold ended without a drag. */
  readonly cancel: () => void;
}

/**
 * One-finger touch on a chart, from pointer events (touch only: the mouse keeps its hover and its
 * drag). The chart's CSS gives the page's vertical scroll and pinch to the browser (touch-action:
 * pan-y pinch-zoom): a thumb swiping up the page over a chart scrolls it, and the browser ends our
 * gesture with pointercancel. What stays ours is classified by touch-gesture.ts.
 *
 * The handlers are read when an event comes, so a new function identity does not re-attach anything.
 */
export function useChartTouch(
  rootRef: RefObject<HTMLElement | SVGSVGElement | null>,
  handlers: ChartTouchHandlers,
  active = true,
): void {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !active) return undefined;
    let gesture: TouchGesture | null = null;
    let pointerId: number | null = null;
    let holdTimer: ReturnType<typeof setTimeout> | null = null;
    let shown = false;
    /** The touch that just lifted was a tap read on the chart: its touchend is cancelled (below). */
    let tapRead = false;

    const stopTimer = () => {
      if (holdTimer !== null) clearTimeout(holdTimer);
      holdTimer = null;
    };
    const drop = () => {
      stopTimer();
      const selecting = gesture?.phase === 'held' || gesture?.phase === 'selecting';
      gesture = null;
      pointerId = null;
      if (selecting) handlersRef.current.zoom?.cancel();
    };
    const read = (event: PointerEvent) => {
      shown = true;
      handlersRef.current.read(event.clientX, event.clientY);
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      if (!event.isPrimary || pointerId !== null) {
        // A second finger: a pinch, the browser's.
        drop();
        return;
      }
      pointerId = event.pointerId;
      gesture = startTouch(
        { x: event.clientX, y: event.clientY, time: event.timeStamp },
        handlersRef.current.zoom !== undefined,
      );
      const startX = event.clientX;
      if (gesture.canZoom) {
        holdTimer = setTimeout(() => {
          holdTimer = null;
          if (!gesture) return;
          gesture = holdTouch(gesture, gesture.start.time + HOLD_TO_ZOOM_MS);
          if (gesture.phase !== 'held') return;
          shown = true;
          handlersRef.current.zoom?.held(startX);
        }, HOLD_TO_ZOOM_MS);
      }
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId || !gesture) return;
      const before = gesture.phase;
      gesture = moveTouch(gesture, { x: event.clientX, y: event.clientY, time: event.timeStamp });
      if (gesture.phase !== 'pressed') stopTimer();
      if (gesture.phase === 'reading') read(event);
      else if (gesture.phase === 'selecting') handlersRef.current.zoom?.drag(gesture.start.x, event.clientX);
      else if (gesture.phase === 'scrolling' && before === 'held') handlersRef.current.zoom?.cancel();
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId || !gesture) return;
      stopTimer();
      const ended = gesture;
      gesture = null;
      pointerId = null;
      const outcome = endTouch(ended);
      if (outcome === 'zoom') {
        handlersRef.current.zoom?.select(ended.start.x, event.clientX);
        return;
      }
      if (ended.phase === 'held') handlersRef.current.zoom?.cancel();
      if (outcome !== 'read') return;
      read(event);
      tapRead = handlersRef.current.tapIsReadOnly === true;
    };
    // A tap read on a chart without links is done: cancelling its touchend spares the browser the mouse events and the
    // click it would make of the tap (a hover, a press, the focus), which ran before the readout's frame
    // (docs/architecture.md#interactions-on-a-slow-phone).
    const onTouchEnd = (event: TouchEvent) => {
      if (tapRead && event.cancelable) event.preventDefault();
      tapRead = false;
    };
    const onCancel = (event: PointerEvent) => {
      if (event.pointerId === pointerId) drop();
    };
    // A long press would open the browser's menu over the chart (Android); the hold is ours.
    const onContextMenu = (event: Event) => {
      if (gesture !== null) event.preventDefault();
    };
    // A touch anywhere else on the page hides the readout.
    const onDocumentDown = (event: PointerEvent) => {
      if (!shown || event.pointerType !== 'touch' || (event.target instanceof Node && root.contains(event.target)))
        return;
      shown = false;
      handlersRef.current.hide();
    };

    const passive = { passive: true } as const;
    root.addEventListener('pointerdown', onDown as EventListener, passive);
    root.addEventListener('pointermove', onMove as EventListener, passive);
    root.addEventListener('pointerup', onUp as EventListener, passive);
    root.addEventListener('pointercancel', onCancel as EventListener, passive);
    root.addEventListener('touchend', onTouchEnd as EventListener);
    root.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('pointerdown', onDocumentDown, { capture: true, passive: true });
    return () => {
      stopTimer();
      root.removeEventListener('pointerdown', onDown as EventListener);
      root.removeEventListener('pointermove', onMove as EventListener);
      root.removeEventListener('pointerup', onUp as EventListener);
      root.removeEventListener('pointercancel', onCancel as EventListener);
      root.removeEventListener('touchend', onTouchEnd as EventListener);
      root.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('pointerdown', onDocumentDown, { capture: true });
    };
  }, [rootRef, active]);
}
