/**
 * The grid every widget board is drawn on (spec §9 grid constants), the item it stores per widget
 * (spec §3 Layout item), and how a board's default is spread over the breakpoints.
 */

export const BREAKPOINTS = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

export const GRID_BREAKPOINTS: Readonly<Record<Breakpoint, number>> = Object.freeze({
  lg: 1200,
  md: 996,
  sm: 768,
  xs: 480,
  xxs: 0,
});
export const GRID_COLS: Readonly<Record<Breakpoint, number>> = Object.freeze({
  lg: 12,
  md: 12,
  sm: 12,
  xs: 4,
  xxs: 2,
});
export const GRID_ROW_HEIGHT = 60;
export const GRID_MARGIN: readonly [number, number] = [20, 20];
/** Rows a widget may take: enough for a long list, not so many that a typo hides the rest. */
export const MAX_ROWS = 200;

/** A react-grid-layout item as stored (spec §3 Layout item). */
export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  moved?: boolean;
  static?: boolean;
}

export type Layouts = Record<Breakpoint, LayoutItem[]>;

/** Only the fields the spec stores, so a grid library's extra keys never reach storage or sync. */
export function storedLayoutItem(item: LayoutItem): LayoutItem {
  const stored: LayoutItem = { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
  if (typeof item.moved === 'boolean') stored.moved = item.moved;
  if (typeof item.static === 'boolean') stored.static = item.static;
  return stored;
}

/**
 * A default layout for every breakpoint: `wide` on the 12-column grids, and on the narrow ones the
 * same widgets full width, one under another in `order` (the wide layout's order unless given).
 */
export function responsiveLayouts(
  wide: readonly LayoutItem[],
  order: readonly string[] = wide.map((item) => item.i),
): Layouts {
  const heights = new Map(wide.map((item) => [item.i, item.h]));
  const stack = order.map((i) => ({ i, h: heights.get(i) ?? 1 }));
  return {
    lg: wide.map((item) => ({ ...item })),
    md: wide.map((item) => ({ ...item })),
    sm: wide.map((item) => ({ ...item })),
    xs: stackedLayout(stack, GRID_COLS.xs),
    xxs: stackedLayout(stack, GRID_COLS.xxs),
  };
}

/** Full width on every breakpoint, one under another in `order`: the narrow grids' default shape. */
export function stackedLayout(order: readonly { i: string; h: number }[], cols: number): LayoutItem[] {
  let y = 0;
  return order.map(({ i, h }) => {
    const item = { i, x: 0, y, w: cols, h };
    y += h;
    return item;
  });
}
