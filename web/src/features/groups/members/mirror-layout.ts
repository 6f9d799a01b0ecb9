import {
  BREAKPOINTS,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  type Layouts,
} from '../../../widgets/widget-grid';

/**
 * The mirror's fixed arrangement (spec §2): the overview chart full width, the habit list under it.
 * Nobody arranges a mirror, so nothing is stored; the list is made tall enough for the member's
 * habits so it rarely needs its own scrollbar.
 */

export const MIRROR_WIDGETS = ['habits-overview', 'habit-list'] as const;
export type MirrorWidget = (typeof MIRROR_WIDGETS)[number];

export const MIRROR_WIDGET_TITLES: Readonly<Record<MirrorWidget, string>> = {
  'habits-overview': 'Habits Overview',
  'habit-list': 'Habits',
};

/** Rows of the chart widget: controls, caption and a 220 px chart; narrow grids wrap the controls. */
const CHART_ROWS = { wide: 6, narrow: 7 } as const;
/** Pixels of the list widget around its rows: header and padding. */
const LIST_CHROME_PX = 90;
/** Pixels per habit row: name and numbers, plus the week strip; on narrow grids they wrap. */
const HABIT_ROW_PX = { wide: 120, narrow: 190 } as const;
const MIN_LIST_ROWS = 4;
const MAX_LIST_ROWS = 40;

/** Grid rows that hold `px` pixels: a widget of h rows is h × row height plus the margins between. */
export function rowsFor(px: number): number {
  const [, marginY] = GRID_MARGIN;
  return Math.ceil((px + marginY) / (GRID_ROW_HEIGHT + marginY));
}

export function listRows(habitCount: number, narrow: boolean): number {
  const px = LIST_CHROME_PX + habitCount * HABIT_ROW_PX[narrow ? 'narrow' : 'wide'];
  return Math.min(MAX_LIST_ROWS, Math.max(MIN_LIST_ROWS, rowsFor(px)));
}

export function mirrorLayouts(habitCount: number): Layouts {
  const layouts = {} as Layouts;
  for (const breakpoint of BREAKPOINTS) {
    const cols = GRID_COLS[breakpoint];
    const narrow = cols < GRID_COLS.lg;
    const chartRows = CHART_ROWS[narrow ? 'narrow' : 'wide'];
    layouts[breakpoint] = [
      { i: 'habits-overview', x: 0, y: 0, w: cols, h: chartRows, static: true },
      { i: 'habit-list', x: 0, y: chartRows, w: cols, h: listRows(habitCount, narrow), static: true },
    ];
  }
  return layouts;
}

export function mirrorWidgetTitle(type: string): string {
  return (MIRROR_WIDGETS as readonly string[]).includes(type)
    ? MIRROR_WIDGET_TITLES[type as MirrorWidget]
    : type;
}
