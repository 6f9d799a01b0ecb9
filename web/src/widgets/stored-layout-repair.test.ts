import { describe, expect, it } from 'vitest';
import { normalizeLayouts, normalizeWidgets } from './stored-layout-repair';
import { DEFAULT_DASHBOARD_WIDGETS, defaultDashboardLayouts } from './widget-catalogue';

describe('stored widget lists', () => {
  it('keeps a valid list in order', () => {
    expect(normalizeWidgets(['habit-list', 'habit-streaks'])).toEqual(['habit-list', 'habit-streaks']);
  });

  it('falls back to the defaults for anything else', () => {
    for (const bad of [null, 'habit-list', [1], ['habit-list', 'habit-list'], ['Bad Type'], {}]) {
      expect(normalizeWidgets(bad)).toEqual([...DEFAULT_DASHBOARD_WIDGETS]);
    }
  });

  it('keeps an unknown but well-formed type, which the grid shows as unknown', () => {
    expect(normalizeWidgets(['future-widget'])).toEqual(['future-widget']);
  });
});

describe('stored layouts', () => {
  const widgets = [...DEFAULT_DASHBOARD_WIDGETS];

  it('uses a valid stored layout', () => {
    const lg = [
      { i: 'habit-list', x: 0, y: 0, w: 12, h: 8, moved: false, static: false },
      { i: 'habits-overview', x: 0, y: 8, w: 6, h: 4 },
      { i: 'quick-actions', x: 6, y: 8, w: 6, h: 4 },
    ];
    expect(normalizeLayouts({ lg }, widgets).lg).toEqual(lg);
  });

  it('falls back to the default for a breakpoint with any invalid item', () => {
    const defaults = defaultDashboardLayouts();
    const invalid = [
      [{ i: 'habit-list', x: 0, y: 0, w: 13, h: 8 }],
      [{ i: 'habit-list', x: 10, y: 0, w: 4, h: 8 }],
      [{ i: 'habit-list', x: -1, y: 0, w: 4, h: 8 }],
      [{ i: 'habit-list', x: 0, y: 0, w: 4, h: 0 }],
      [{ i: 'habit-list', x: 0.5, y: 0, w: 4, h: 2 }],
      [{ i: '', x: 0, y: 0, w: 4, h: 2 }],
      [
        { i: 'habit-list', x: 0, y: 0, w: 4, h: 2 },
        { i: 'habit-list', x: 4, y: 0, w: 4, h: 2 },
      ],
      'not a list',
    ];
    for (const lg of invalid) expect(normalizeLayouts({ lg }, widgets).lg).toEqual(defaults.lg);
  });

  it('drops items of removed widgets and appends widgets the layout lacks', () => {
    const lg = [{ i: 'habit-list', x: 0, y: 0, w: 12, h: 8 }];
    const result = normalizeLayouts({ lg }, ['habit-list', 'habit-streaks']);
    expect(result.lg).toEqual([
      { i: 'habit-list', x: 0, y: 0, w: 12, h: 8 },
      { i: 'habit-streaks', x: 0, y: 8, w: 6, h: 5 },
    ]);
  });
});
