/**
 * The widget dashboard's rules (spec §4 Widget dashboard, §9 grid constants): which widgets exist,
 * their default sizes and layouts, and how a stored document is checked before it is used. A layout
 * comes from storage or another device, so it is treated as untrusted input: anything invalid falls
 * back to the defaults rather than breaking the grid.
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
const MAX_ROWS = 200;

export const DASHBOARD_LAYOUT_KEY = 'dashboard';

export interface WidgetInfo {
  type: string;
  title: string;
  description: string;
  defaultSize: { w: number; h: number };
  /** Listed in the Add Widget modal but not ready to add. */
  comingSoon?: string;
}

/**
 * One kind of widget dashboard (the personal dashboard, a group's page): the widgets it offers and
 * what it shows before the person has arranged anything. The layout rules below take one, so every
 * dashboard validates and extends its stored document the same way.
 */
export interface WidgetCatalogue {
  widgets: readonly WidgetInfo[];
  defaultWidgets: readonly string[];
  defaultLayouts(): Layouts;
  /**
   * Defaults of earlier versions. A stored document still exactly one of them was never arranged
   * by its person (or was reset), so it reads as today's default (isRetiredDefault).
   */
  retiredDefaults?: readonly { widgets: readonly string[]; layouts(): Layouts }[];
}

/** Offered on the dashboard and on group pages alike, and not built yet (spec §2: 'Coming soon'). */
export const GROUP_CHALLENGES_WIDGET: WidgetInfo = {
  type: 'group-challenges',
  title: 'Group Challenges',
  description: 'Take on challenges together with your groups.',
  defaultSize: { w: 6, h: 4 },
  comingSoon: 'Group challenges feature is coming soon!',
};

export const DASHBOARD_WIDGETS: readonly WidgetInfo[] = [
  {
    type: 'habits-overview',
    title: 'Habits Overview',
    description: 'A chart of your completion by week, by month or over the last 90 days.',
    defaultSize: { w: 6, h: 4 },
  },
  {
    type: 'habit-list',
    title: 'My Habits',
    description: 'Check off today and the rest of this week in one click, with your streaks.',
    defaultSize: { w: 4, h: 6 },
  },
  {
    type: 'quick-actions',
    title: 'Quick Actions',
    description: "Complete all of today's habits at once, or log a past day in bulk.",
    defaultSize: { w: 6, h: 4 },
  },
  {
    type: 'habit-streaks',
    title: 'Habit Streaks',
    description: 'Current and best streak of every habit, side by side.',
    defaultSize: { w: 6, h: 5 },
  },
  {
    type: 'habit-database',
    title: 'Habit Table',
    description: 'Every habit against every day of a week or a month, as a table.',
    defaultSize: { w: 12, h: 7 },
  },
  {
    type: 'empty-state',
    title: 'Get Started',
    description: 'A prompt to add your first habit.',
    defaultSize: { w: 4, h: 4 },
  },
  GROUP_CHALLENGES_WIDGET,
];

export function widgetInfo(
  type: string,
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): WidgetInfo | undefined {
  return catalogue.widgets.find((widget) => widget.type === type);
}

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

export const DEFAULT_DASHBOARD_WIDGETS: readonly string[] = [
  'habits-overview',
  'quick-actions',
  'habit-list',
];

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

/**
 * Spec §9: overview 8×6, quick actions 4×5 beside it, the list 12×10 below. On the narrow grids (a
 * phone) what a person does every day comes first: today's habits, then quick actions, then the chart.
 */
export function defaultDashboardLayouts(): Layouts {
  return responsiveLayouts(
    [
      { i: 'habits-overview', x: 0, y: 0, w: 8, h: 6 },
      { i: 'quick-actions', x: 8, y: 0, w: 4, h: 5 },
      { i: 'habit-list', x: 0, y: 6, w: 12, h: 10 },
    ],
    ['habit-list', 'quick-actions', 'habits-overview'],
  );
}

export const DASHBOARD_CATALOGUE: WidgetCatalogue = {
  widgets: DASHBOARD_WIDGETS,
  defaultWidgets: DEFAULT_DASHBOARD_WIDGETS,
  defaultLayouts: defaultDashboardLayouts,
};

/** Full width on every breakpoint, one under another in `order`: the narrow grids' default shape. */
export function stackedLayout(order: readonly { i: string; h: number }[], cols: number): LayoutItem[] {
  let y = 0;
  return order.map(({ i, h }) => {
    const item = { i, x: 0, y, w: cols, h };
    y += h;
    return item;
  });
}

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

/** Only the fields the spec stores, so a grid library's extra keys never reach storage or sync. */
export function storedLayoutItem(item: LayoutItem): LayoutItem {
  const stored: LayoutItem = { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
  if (typeof item.moved === 'boolean') stored.moved = item.moved;
  if (typeof item.static === 'boolean') stored.static = item.static;
  return stored;
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
