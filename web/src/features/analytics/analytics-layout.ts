import type { WidgetCatalogue, WidgetInfo } from '../../widgets/widget-catalogue';
import { GRID_COLS, type Layouts, responsiveLayouts, stackedLayout } from '../../widgets/widget-grid';

/**
 * The analytics page is a widget dashboard of its own (spec §2 Analytics). The spec's
 * `analyticsLayouts`, `analyticsWidgets`, `analyticsTimeRange` and `analyticsTopHabitsCategory` are the
 * fields of one synced layout document under this key (`layouts`, `widgets`, `filters.timeRange`,
 * `filters.topHabitsCategory`), so the arrangement and the chosen range follow the person to their
 * other devices, as the dashboard's do.
 */

export const ANALYTICS_LAYOUT_KEY = 'analytics';

export const ANALYTICS_WIDGETS: readonly WidgetInfo[] = [
  {
    type: 'suggestions',
    title: 'Suggestions',
    description:
      'What your own check-ins show: streaks to keep today, your best and weakest days and habits, habits done together.',
    defaultSize: { w: 12, h: 4 },
  },
  {
    type: 'completion-trend',
    title: 'Completion Trend',
    description: 'Your daily completion over the time range, with its 7-day average.',
    defaultSize: { w: 8, h: 5 },
  },
  {
    type: 'weekday-pattern',
    title: 'Best & Worst Days',
    description: 'Completion by day of the week, with your best and worst day.',
    defaultSize: { w: 4, h: 5 },
  },
  {
    type: 'calendar-heatmap',
    title: 'Calendar Heatmap',
    description: 'Every day of the past year, shaded by how much you got done.',
    defaultSize: { w: 12, h: 4 },
  },
  {
    type: 'habit-table',
    title: 'Habit Performance',
    description: 'Each habit’s check-ins, completion, current streak and best streak.',
    defaultSize: { w: 7, h: 6 },
  },
  {
    type: 'top-habits',
    title: 'Top Habits',
    description: 'Your best habits by completion, overall or within one category.',
    defaultSize: { w: 5, h: 6 },
  },
  {
    type: 'time-of-week',
    title: 'Check-in Times',
    description: 'When in the week you check in: each day by night, morning, afternoon and evening.',
    defaultSize: { w: 6, h: 6 },
  },
  {
    type: 'correlations',
    title: 'Habits Done Together',
    description: 'Which habits tend to be done on the same days, and how sure that is.',
    defaultSize: { w: 6, h: 6 },
  },
  {
    type: 'badges',
    title: 'Badges',
    description: 'The badges you have earned, and those still ahead.',
    defaultSize: { w: 12, h: 3 },
  },
];

/** Every analytics widget is shown until the person removes one. */
export const DEFAULT_ANALYTICS_WIDGETS: readonly string[] = ANALYTICS_WIDGETS.map((widget) => widget.type);

/** Suggestions take more height when they stack on a phone than across a wide page, in two columns. */
const NARROW_SUGGESTIONS_HEIGHT = 7;

/**
 * Suggestions across the top (what to do today comes first), the trend beside the weekday bars, the
 * year's heatmap across the page, then the tables and patterns in pairs; on narrow grids the same
 * widgets one under another in the catalogue's order.
 */
export function defaultAnalyticsLayouts(): Layouts {
  const wide = [
    { i: 'suggestions', x: 0, y: 0, w: 12, h: 4 },
    { i: 'completion-trend', x: 0, y: 4, w: 8, h: 5 },
    { i: 'weekday-pattern', x: 8, y: 4, w: 4, h: 5 },
    { i: 'calendar-heatmap', x: 0, y: 9, w: 12, h: 4 },
    { i: 'habit-table', x: 0, y: 13, w: 7, h: 6 },
    { i: 'top-habits', x: 7, y: 13, w: 5, h: 6 },
    { i: 'time-of-week', x: 0, y: 19, w: 6, h: 6 },
    { i: 'correlations', x: 6, y: 19, w: 6, h: 6 },
    { i: 'badges', x: 0, y: 25, w: 12, h: 3 },
  ];
  const layouts = responsiveLayouts(wide, DEFAULT_ANALYTICS_WIDGETS);
  const stack = DEFAULT_ANALYTICS_WIDGETS.map((i) => ({
    i,
    h: i === 'suggestions' ? NARROW_SUGGESTIONS_HEIGHT : (wide.find((item) => item.i === i)?.h ?? 1),
  }));
  return { ...layouts, xs: stackedLayout(stack, GRID_COLS.xs), xxs: stackedLayout(stack, GRID_COLS.xxs) };
}

export const ANALYTICS_CATALOGUE: WidgetCatalogue = {
  widgets: ANALYTICS_WIDGETS,
  defaultWidgets: DEFAULT_ANALYTICS_WIDGETS,
  defaultLayouts: defaultAnalyticsLayouts,
};
