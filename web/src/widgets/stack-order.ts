import { type Breakpoint, type LayoutItem, stackedLayout } from './widget-grid';

/**
 * The narrow grids (xs and xxs: a phone, or a small window) show widgets one under another at
 * their natural height instead of on the grid's fixed rows, so a short list never leaves a screen
 * of blank card and a long one never scrolls inside the page.
 */
export function isStacked(breakpoint: Breakpoint): boolean {
  return breakpoint === 'xs' || breakpoint === 'xxs';
}

/**
 * The order of `widgets` down a stacked page: the breakpoint's layout read top to bottom, then left
 * to right (as Actual Budget derives its small-screen dashboard); widgets the layout lacks go last,
 * in list order.
 */
export function stackOrder(widgets: readonly string[], layout: readonly LayoutItem[]): string[] {
  const placed = layout
    .filter((item) => widgets.includes(item.i))
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => item.i);
  return [...placed, ...widgets.filter((type) => !placed.includes(type))];
}

/**
 * Moves one widget a place up or down a stack and returns the stack's layout, compacted: with no
 * grid under it to pull items together, the stored rows must say the order by themselves.
 */
export function moveInStack(
  widgets: readonly string[],
  layout: readonly LayoutItem[],
  type: string,
  direction: 'up' | 'down',
  cols: number,
): LayoutItem[] {
  const order = stackOrder(widgets, layout);
  const from = order.indexOf(type);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from >= 0 && to >= 0 && to < order.length) [order[from], order[to]] = [order[to] as string, type];
  const heights = new Map(layout.map((item) => [item.i, item.h]));
  return stackedLayout(
    order.map((i) => ({ i, h: heights.get(i) ?? 4 })),
    cols,
  );
}
