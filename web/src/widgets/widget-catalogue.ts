import { type Layouts, responsiveLayouts } from './widget-grid';

/**
 * Which widgets a board offers (spec §4 Widget dashboard): each widget's title and default size,
 * and what a board shows before its person has arranged anything. The personal dashboard's
 * catalogue lives here, as the one the layout rules fall back to; the other boards keep theirs in
 * their feature.
 */

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
 * what it shows before the person has arranged anything. The layout rules take one, so every
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

/** Offered on the dashboard and on group pages alike, and not built yet (spec §2 'Coming soon'; issue 27 says so plainly). */
export const GROUP_CHALLENGES_WIDGET: WidgetInfo = {
  type: 'group-challenges',
  title: 'Group Challenges',
  description: 'Take on challenges together with your groups.',
  defaultSize: { w: 6, h: 4 },
  // Not built: said plainly, without a date (issue 27), instead of the spec's 'coming soon'.
  comingSoon: 'Group challenges are not available yet.',
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

/** In reading order, which is also the order of the page (and of Tab): today's habits first. */
export const DEFAULT_DASHBOARD_WIDGETS: readonly string[] = [
  'habit-list',
  'quick-actions',
  'habits-overview',
];

/**
 * Today's habits first, on every size (issue 27: at 1280×800 the first check sat at y≈1,075): the
 * list 8×9 at the top left, quick actions 4×9 beside it (tall enough for "Save Day" under a day of
 * ten habits), the chart 12×6 below. On the narrow grids (a phone) the same order, one under another.
 * Spec §9 put the chart first and the list below it (specDashboardLayouts): a recorded departure.
 */
export function defaultDashboardLayouts(): Layouts {
  return responsiveLayouts(
    [
      { i: 'habit-list', x: 0, y: 0, w: 8, h: 9 },
      { i: 'quick-actions', x: 8, y: 0, w: 4, h: 9 },
      { i: 'habits-overview', x: 0, y: 9, w: 12, h: 6 },
    ],
    ['habit-list', 'quick-actions', 'habits-overview'],
  );
}

/**
 * Spec §9's default, the one every board had before issue 27: overview 8×6, quick actions 4×5 beside
 * it, the list 12×10 below; on phones the list first. A board still exactly like it was never
 * arranged, so it opens on today's default; a board anyone arranged keeps its arrangement.
 */
export function specDashboardLayouts(): Layouts {
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
  retiredDefaults: [{ widgets: DEFAULT_DASHBOARD_WIDGETS, layouts: specDashboardLayouts }],
};

export function widgetInfo(
  type: string,
  catalogue: WidgetCatalogue = DASHBOARD_CATALOGUE,
): WidgetInfo | undefined {
  return catalogue.widgets.find((widget) => widget.type === type);
}
