import { type RefCallback, useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date with a ResizeObserver. Victory draws at a fixed size, and
 * scaling its SVG to fit (its "responsive" mode) would shrink the text on narrow widgets; measuring
 * lets the chart redraw at the real width with readable labels. 0 until the first measurement.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback<RefCallback<T>>((node) => {
    if (!node) return;
    setWidth(Math.floor(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // Whole pixels: sub-pixel jitter would otherwise redraw the chart on every layout pass.
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
