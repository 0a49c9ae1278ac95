import { useLayoutEffect } from 'react';

/**
 * Reports the window's width in CSS pixels before the first paint and on every resize
 * (the dashboard's timeline page size follows it: docs/product-rules.md#constants-and-limits).
 * `onWidth` should be stable (useCallback), or the listener is set again on each render.
 */
export function useWindowWidth(onWidth: (widthPx: number) => void): void {
  useLayoutEffect(() => {
    const report = () => onWidth(window.innerWidth);
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [onWidth]);
}
