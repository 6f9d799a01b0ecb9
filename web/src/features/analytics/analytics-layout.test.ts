import { describe, expect, it } from 'vitest';
import { itHasSoundDefaults } from '../../widgets/catalogue-test-cases';
import { normalizeLayouts } from '../../widgets/stored-layout-repair';
import { widgetInfo } from '../../widgets/widget-catalogue';
import { addWidget } from '../../widgets/widget-placement';
import {
  ANALYTICS_CATALOGUE,
  ANALYTICS_LAYOUT_KEY,
  ANALYTICS_WIDGETS,
  DEFAULT_ANALYTICS_WIDGETS,
  defaultAnalyticsLayouts,
} from './analytics-layout';

const ALL = [
  'suggestions',
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
  itHasSoundDefaults(ANALYTICS_CATALOGUE);

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

  it('puts suggestions across the top, the trend beside the weekday bars and the heatmap across the page on wide grids', () => {
    const { lg } = defaultAnalyticsLayouts();
    expect(lg.slice(0, 4)).toEqual([
      { i: 'suggestions', x: 0, y: 0, w: 12, h: 4 },
      { i: 'completion-trend', x: 0, y: 4, w: 8, h: 5 },
      { i: 'weekday-pattern', x: 8, y: 4, w: 4, h: 5 },
      { i: 'calendar-heatmap', x: 0, y: 9, w: 12, h: 4 },
    ]);
  });

  it('stacks the widgets full width in catalogue order on the narrowest grid', () => {
    const { xxs } = defaultAnalyticsLayouts();
    expect(xxs.map((item) => item.i)).toEqual(ALL);
    // Suggestions first and taller on a phone, where they stack one under another.
    expect(xxs[0]).toEqual({ i: 'suggestions', x: 0, y: 0, w: 2, h: 7 });
    expect(xxs[1]).toEqual({ i: 'completion-trend', x: 0, y: 7, w: 2, h: 5 });
    // 7 (suggestions) + 5 (trend) + 5 (weekdays) = 17 rows above the heatmap.
    expect(xxs[3]).toEqual({ i: 'calendar-heatmap', x: 0, y: 17, w: 2, h: 4 });
  });

  it('brings a removed widget back with its own default size', () => {
    const widgets = ALL.filter((type) => type !== 'correlations');
    const layouts = normalizeLayouts(undefined, widgets, ANALYTICS_CATALOGUE);
    const next = addWidget(widgets, layouts, 'correlations', ANALYTICS_CATALOGUE);
    expect(next.widgets.at(-1)).toBe('correlations');
    expect(next.layouts.lg.at(-1)).toMatchObject({ i: 'correlations', w: 6, h: 6 });
  });
});
