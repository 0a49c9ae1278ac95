import type { RefObject } from 'react';
import type { CanvasFrame } from './draw-series-canvas';
import { CHART_INK } from './chart-colours';

/**
 * The crosshair's elements. React renders them once, hidden, with only the props that never
 * follow the pointer; crosshair-painter.ts moves them (CSS transforms on HTML elements, which
 * the browser moves without re-laying out the SVG) and fills the readout, so that a pointer
 * sweeping across the chart re-renders nothing.
 */
export interface CrosshairElements {
  /** The line, the dot and the readout, moved along x as one. */
  readonly cursor: RefObject<HTMLDivElement | null>;
  readonly dot: RefObject<HTMLDivElement | null>;
  /** The span between the keyboard selection's first mark and the cursor. */
  readonly selection: RefObject<HTMLDivElement | null>;
  readonly readout: RefObject<HTMLDivElement | null>;
  readonly readoutValue: RefObject<HTMLSpanElement | null>;
  readonly readoutTime: RefObject<HTMLSpanElement | null>;
}

/** The keyboard selection's span, the vertical line, the dot at the sample and the readout beside it. */
export function ChartCrosshair({
  frame,
  color,
  elements,
}: {
  readonly frame: CanvasFrame;
  readonly color: string;
  readonly elements: CrosshairElements;
}) {
  const { plot } = frame;
  const column = { top: plot.top, height: plot.height };
  const {
    selection: selectionRef,
    cursor: cursorRef,
    dot: dotRef,
    readout: readoutRef,
    readoutValue: readoutValueRef,
    readoutTime: readoutTimeRef,
  } = elements;
  return (
    <>
      <div
        ref={selectionRef}
        className="pb-chart__selection pb-chart__cursor-part"
        style={{ ...column, background: CHART_INK.selection }}
      />
      <div ref={cursorRef} className="pb-chart__cursor pb-chart__cursor-part">
        <div className="pb-chart__crosshair" style={{ ...column, background: CHART_INK.crosshair }} />
        <div ref={dotRef} className="pb-chart__crosshair-dot" style={{ borderColor: color }} />
        <div ref={readoutRef} className="pb-chart__readout" style={{ top: plot.top + 4 }} aria-hidden="true">
          <span className="pb-chart__readout-swatch" style={{ background: color }} />
          <span ref={readoutValueRef} className="pb-chart__readout-value" />
          <span ref={readoutTimeRef} className="pb-chart__readout-time" />
        </div>
      </div>
    </>
  );
}
