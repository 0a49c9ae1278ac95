import { useLayoutEffect, useState, type RefObject } from 'react';

/** Width used when the element has no layout yet (hidden tab, jsdom). */
const FALLBACK_CHART_WIDTH = 640;

/**
 * The element's content width in CSS pixels, read synchronously before the first paint (so the
 * chart draws in the same frame it mounts) and then kept in step by a ResizeObserver.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measured = element.getBoundingClientRect().width;
    setWidth(measured > 0 ? measured : FALLBACK_CHART_WIDTH);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (next > 0) setWidth((previous) => (Math.abs(previous - next) >= 0.5 ? next : previous));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
