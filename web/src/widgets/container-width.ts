import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/** An element's content width: its width without padding, in whole pixels. */
function contentWidth(node: HTMLElement): number {
  const style = getComputedStyle(node);
  const width = Number.parseFloat(style.width);
  if (Number.isFinite(width)) return Math.max(0, Math.round(width));
  const px = (value: string) => Number.parseFloat(value) || 0;
  return Math.max(0, Math.round(node.clientWidth - px(style.paddingLeft) - px(style.paddingRight)));
}

/**
 * The width of the box `containerRef` is put on, followed as it changes. With `measureBeforeMount`,
 * `mounted` stays false until the box has been measured, so nothing is drawn at a guessed width.
 *
 * The grid library has the same hook, but the widget grid needs the width before it knows whether
 * it draws the library's grid at all (a phone stacks its widgets), and the library is loaded only
 * for the grid. This one also measures before the first paint (a layout effect), where the
 * library's waited for the frame after it.
 */
export function useContainerWidth({
  initialWidth,
  measureBeforeMount,
}: {
  initialWidth: number;
  measureBeforeMount: boolean;
}) {
  const [width, setWidth] = useState(initialWidth);
  const [mounted, setMounted] = useState(!measureBeforeMount);
  const containerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = containerRef.current;
    if (!node) return;
    setWidth(contentWidth(node));
    // What the width lets the caller draw (a board of widgets) is drawn in the background, in
    // slices: set here outright, it was rendered synchronously inside this effect, one long task.
    startTransition(() => setMounted(true));
    if (typeof ResizeObserver === 'undefined') return;
    // Resizes are taken at the next frame, one per frame, as the library does: a width set while
    // the observer reports could make it report again in the same frame.
    let frame: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = Math.round(entry.contentRect.width);
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = undefined;
        setWidth((previous) => (previous === next ? previous : next));
      });
    });
    observer.observe(node);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return { width, containerRef, mounted };
}
