import { DASHBOARD_CATALOGUE, type WidgetCatalogue, widgetInfo } from './widget-catalogue';
import { BREAKPOINTS, GRID_COLS, type LayoutItem, type Layouts, MAX_ROWS } from './widget-grid';

/**
 * Where widgets go when a person changes a board: an added widget's place, a removed one's, and a
 * keyboard move or resize.
 */

/** Where a widget goes when added: at the bottom, at x = 0, with its default size. */
export function appendedItem(
  layout: readonly LayoutItem[],
  type: string,
  cols: number,
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): LayoutItem {
  const size = widgetInfo(type, catalogue)?.defaultSize ?? { w: 4, h: 4 };
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  return { i: type, x: 0, y: bottom, w: Math.min(size.w, cols), h: size.h };
}

/** Adds a widget to the list and to the bottom of every breakpoint's layout. */
export function addWidget(
  widgets: readonly string[],
  layouts: Layouts,
  type: string,
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): { widgets: string[]; layouts: Layouts } {
  if (widgets.includes(type)) return { widgets: [...widgets], layouts };
  const next = {} as Layouts;
  for (const breakpoint of BREAKPOINTS) {
    const layout = layouts[breakpoint];
    next[breakpoint] = [...layout, appendedItem(layout, type, GRID_COLS[breakpoint], catalogue)];
  }
  return { widgets: [...widgets, type], layouts: next };
}

export function removeWidget(
  widgets: readonly string[],
  layouts: Layouts,
  type: string,
): { widgets: string[]; layouts: Layouts } {
  const next = {} as Layouts;
  for (const breakpoint of BREAKPOINTS) {
    next[breakpoint] = layouts[breakpoint].filter((item) => item.i !== type);
  }
  return { widgets: widgets.filter((widget) => widget !== type), layouts: next };
}

export type Nudge = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

function overlapsColumns(a: LayoutItem, b: LayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w;
}

/**
 * Moves or resizes one widget by keyboard (the grid's drag is pointer-only). Up and down swap the
 * widget with its neighbour in the same columns, since on a vertically compacted grid a one-row step
 * would only be pulled back; the grid compacts the result as it does after a drag.
 */
export function nudgeItem(
  layout: readonly LayoutItem[],
  id: string,
  nudge: Nudge,
  cols: number,
): LayoutItem[] {
  const item = layout.find((candidate) => candidate.i === id);
  if (!item) return [...layout];
  const others = layout.filter((candidate) => candidate.i !== id && overlapsColumns(candidate, item));
  let next: LayoutItem = { ...item };
  let swapped: LayoutItem | null = null;
  switch (nudge) {
    case 'left':
      next.x = Math.max(0, item.x - 1);
      break;
    case 'right':
      next.x = Math.min(cols - item.w, item.x + 1);
      break;
    case 'wider':
      next.w = Math.min(cols - item.x, item.w + 1);
      break;
    case 'narrower':
      next.w = Math.max(1, item.w - 1);
      break;
    case 'taller':
      next.h = Math.min(MAX_ROWS, item.h + 1);
      break;
    case 'shorter':
      next.h = Math.max(1, item.h - 1);
      break;
    case 'down': {
      const below = others.filter((other) => other.y >= item.y + item.h).sort((a, b) => a.y - b.y)[0];
      if (below) next = { ...item, y: below.y + below.h };
      break;
    }
    case 'up': {
      const above = others.filter((other) => other.y + other.h <= item.y).sort((a, b) => b.y - a.y)[0];
      if (above) {
        next = { ...item, y: above.y };
        swapped = { ...above, y: above.y + item.h };
      }
      break;
    }
  }
  return layout.map((candidate) => {
    if (candidate.i === id) return next;
    if (swapped && candidate.i === swapped.i) return swapped;
    return candidate;
  });
}
