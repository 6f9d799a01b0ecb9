import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CATALOGUE,
  ANALYTICS_LAYOUT_KEY,
  ANALYTICS_WIDGETS,
  DEFAULT_ANALYTICS_WIDGETS,
  defaultAnalyticsLayouts,
} from './analytics-layout';
import {
  addWidget,
  BREAKPOINTS,
  DASHBOARD_CATALOGUE,
  GRID_COLS,
  normalizeLayouts,
  normalizeWidgets,
  validLayoutItem,
  widgetInfo,
} from './dashboard-layout';

const ALL = [
  'completion-trend',
  'weekday-pattern',
  'calendar-heatmap',
  'habit-table',
  'top-habits',
  'time-of-week',
  'correlations',
  'badges',
];

describe('analytics widget catalogue', () => {
  it('is stored under the key "analytics", which the layout.save pattern accepts', () => {
    expect(ANALYTICS_LAYOUT_KEY).toBe('analytics');
    expect(ANALYTICS_LAYOUT_KEY).toMatch(/^[a-z][a-z0-9:_-]{0,79}$/);
  });

  it('offers the analytics widgets and shows all of them by default', () => {
    expect(ANALYTICS_WIDGETS.map((widget) => widget.type)).toEqual(ALL);
    expect(DEFAULT_ANALYTICS_WIDGETS).toEqual(ALL);
    for (const widget of ANALYTICS_WIDGETS) {
      expect(widget.title.length, widget.type).toBeGreaterThan(0);
      expect(widget.description.length, widget.type).toBeGreaterThan(0);
      expect(widget.comingSoon, widget.type).toBeUndefined();
    }
  });

  it('keeps analytics widgets out of the personal dashboard and the other way round', () => {
    expect(widgetInfo('calendar-heatmap')).toBeUndefined();
    expect(widgetInfo('habit-list', ANALYTICS_CATALOGUE)).toBeUndefined();
    expect(widgetInfo('correlations', ANALYTICS_CATALOGUE)?.title).toBe('Habits Done Together');
  });

  it('puts the trend beside the weekday bars and the heatmap across the page on wide grids', () => {
    const { lg } = defaultAnalyticsLayouts();
    expect(lg.slice(0, 3)).toEqual([
      { i: 'completion-trend', x: 0, y: 0, w: 8, h: 5 },
      { i: 'weekday-pattern', x: 8, y: 0, w: 4, h: 5 },
      { i: 'calendar-heatmap', x: 0, y: 5, w: 12, h: 4 },
    ]);
  });

  it('stacks the widgets full width in catalogue order on the narrowest grid', () => {
    const { xxs } = defaultAnalyticsLayouts();
    expect(xxs.map((item) => item.i)).toEqual(ALL);
    expect(xxs[0]).toEqual({ i: 'completion-trend', x: 0, y: 0, w: 2, h: 5 });
    // 5 (trend) + 5 (weekdays) = 10 rows above the heatmap.
    expect(xxs[2]).toEqual({ i: 'calendar-heatmap', x: 0, y: 10, w: 2, h: 4 });
  });

  it('lays out exactly the default widgets, within every breakpoint, without overlaps', () => {
    const layouts = defaultAnalyticsLayouts();
    for (const breakpoint of BREAKPOINTS) {
      const items = layouts[breakpoint];
      expect(items.map((item) => item.i).sort()).toEqual([...ALL].sort());
      for (const item of items) {
        expect(validLayoutItem(item, GRID_COLS[breakpoint]), `${breakpoint} ${item.i}`).not.toBeNull();
      }
      for (const a of items) {
        for (const b of items) {
          if (a === b) continue;
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${breakpoint} ${a.i}/${b.i}`).toBe(false);
        }
      }
    }
  });

  it('falls back to the analytics defaults, not the dashboard ones', () => {
    expect(normalizeWidgets(undefined, ANALYTICS_CATALOGUE)).toEqual(ALL);
    expect(normalizeLayouts(undefined, ALL, ANALYTICS_CATALOGUE)).toEqual(defaultAnalyticsLayouts());
    expect(normalizeWidgets(undefined, DASHBOARD_CATALOGUE)).not.toEqual(ALL);
  });

  it('brings a removed widget back with its own default size', () => {
    const widgets = ALL.filter((type) => type !== 'correlations');
    const layouts = normalizeLayouts(undefined, widgets, ANALYTICS_CATALOGUE);
    const next = addWidget(widgets, layouts, 'correlations', ANALYTICS_CATALOGUE);
    expect(next.widgets.at(-1)).toBe('correlations');
    expect(next.layouts.lg.at(-1)).toMatchObject({ i: 'correlations', w: 6, h: 6 });
  });

  it('returns fresh layouts each time, so a change to one never leaks into the defaults', () => {
    const first = defaultAnalyticsLayouts();
    first.lg[0] = { i: 'x', x: 0, y: 0, w: 1, h: 1 };
    expect(defaultAnalyticsLayouts().lg[0]?.i).toBe('completion-trend');
  });
});
