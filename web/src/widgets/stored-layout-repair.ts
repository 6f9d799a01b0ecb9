import { DASHBOARD_CATALOGUE, type WidgetCatalogue } from './widget-catalogue';
import { BREAKPOINTS, GRID_COLS, type LayoutItem, type Layouts, MAX_ROWS } from './widget-grid';
import { appendedItem } from './widget-placement';

/**
 * How a board's stored document is checked before it is used. A layout comes from storage or
 * another device, so it is treated as untrusted input: anything invalid falls back to the defaults
 * rather than breaking the grid.
 */

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The item as it may be used on a grid of `cols` columns, or null when it is not a valid item. */
export function validLayoutItem(input: unknown, cols: number): LayoutItem | null {
  if (typeof input !== 'object' || input === null) return null;
  const item = input as Record<string, unknown>;
  if (typeof item.i !== 'string' || item.i.length === 0 || item.i.length > 80) return null;
  if (!isWholeNumber(item.w, 1, cols) || !isWholeNumber(item.h, 1, MAX_ROWS)) return null;
  if (!isWholeNumber(item.x, 0, cols - item.w) || !isWholeNumber(item.y, 0, MAX_ROWS * 100)) return null;
  const valid: LayoutItem = { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
  if (typeof item.moved === 'boolean') valid.moved = item.moved;
  if (typeof item.static === 'boolean') valid.static = item.static;
  return valid;
}

/** A stored widget list: known-looking type names, each once; anything else means the defaults. */
export function normalizeWidgets(input: unknown, catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE): string[] {
  if (!Array.isArray(input)) return [...catalogue.defaultWidgets];
  const seen = new Set<string>();
  for (const type of input) {
    if (typeof type !== 'string' || !/^[a-z][a-z0-9-]{0,63}$/.test(type) || seen.has(type)) {
      return [...catalogue.defaultWidgets];
    }
    seen.add(type);
  }
  return [...seen];
}

/** Same widgets in the same places, in any order (extra grid flags aside). */
function sameItems(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  const key = (items: readonly LayoutItem[]) =>
    items
      .map(({ i, x, y, w, h }) => `${i}:${x}:${y}:${w}:${h}`)
      .sort()
      .join('|');
  return a.length === b.length && key(a) === key(b);
}

/**
 * True when a stored document is still exactly a retired default: its widget list, if stored, is that
 * default's (in any order) and every breakpoint it stores is that default's layout. Nobody arranged it, so it
 * should open on today's default. A page arranged in any way (a widget moved, added or removed)
 * keeps its arrangement; the newer widgets are in Add Widget.
 */
export function isRetiredDefault(
  storedWidgets: unknown,
  storedLayouts: unknown,
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): boolean {
  // A list never stored was the default of its day; its stored layouts decide.
  if (storedWidgets !== undefined && !Array.isArray(storedWidgets)) return false;
  const layouts =
    typeof storedLayouts === 'object' && storedLayouts !== null
      ? (storedLayouts as Record<string, unknown>)
      : {};
  return (
    catalogue.retiredDefaults?.some((old) => {
      if (Array.isArray(storedWidgets)) {
        if (old.widgets.length !== storedWidgets.length) return false;
        if (!old.widgets.every((type) => storedWidgets.includes(type))) return false;
      }
      const oldLayouts = old.layouts();
      return BREAKPOINTS.every((breakpoint) => {
        const stored = layouts[breakpoint];
        if (stored === undefined) return true;
        if (!Array.isArray(stored)) return false;
        const items = stored.map((item) => validLayoutItem(item, GRID_COLS[breakpoint]));
        return (
          items.every((item) => item !== null) && sameItems(items as LayoutItem[], oldLayouts[breakpoint])
        );
      });
    }) ?? false
  );
}

/**
 * The layouts to draw for `widgets`: each breakpoint's stored layout when every item in it is valid,
 * else the default (or a stacked arrangement for widgets the default does not know). Items of removed
 * widgets are dropped, and widgets missing from a stored layout are appended at the bottom.
 */
export function normalizeLayouts(
  input: unknown,
  widgets: readonly string[],
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): Layouts {
  const stored = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const defaults = catalogue.defaultLayouts();
  const result = {} as Layouts;
  for (const breakpoint of BREAKPOINTS) {
    const cols = GRID_COLS[breakpoint];
    const candidate = stored[breakpoint];
    let items: LayoutItem[] | null = null;
    if (Array.isArray(candidate)) {
      const valid = candidate.map((item) => validLayoutItem(item, cols));
      const ids = new Set(valid.map((item) => item?.i));
      if (valid.every((item) => item !== null) && ids.size === valid.length) items = valid as LayoutItem[];
    }
    const base = (items ?? defaults[breakpoint]).filter((item) => widgets.includes(item.i));
    for (const type of widgets) {
      if (!base.some((item) => item.i === type)) base.push(appendedItem(base, type, cols, catalogue));
    }
    result[breakpoint] = base;
  }
  return result;
}
