import { describe, expect, it } from 'vitest';
// The placement rules on spec §9's layout (overview and quick actions over a full-width list),
// whose shapes exercise swaps, edges and growth; the default itself is tested in widget-catalogue.
import {
  DEFAULT_DASHBOARD_WIDGETS,
  specDashboardLayouts as defaultDashboardLayouts,
} from './widget-catalogue';
import { BREAKPOINTS, GRID_COLS } from './widget-grid';
import { addWidget, appendedItem, nudgeItem, removeWidget } from './widget-placement';

describe('adding and removing widgets', () => {
  it('appends at the bottom of every breakpoint at x = 0 with the default size', () => {
    const layouts = defaultDashboardLayouts();
    const next = addWidget(DEFAULT_DASHBOARD_WIDGETS, layouts, 'habit-streaks');
    expect(next.widgets).toEqual([...DEFAULT_DASHBOARD_WIDGETS, 'habit-streaks']);
    expect(next.layouts.lg.at(-1)).toEqual({ i: 'habit-streaks', x: 0, y: 16, w: 6, h: 5 });
    expect(next.layouts.xxs.at(-1)).toEqual({ i: 'habit-streaks', x: 0, y: 21, w: 2, h: 5 });
  });

  it('narrows an appended widget to the grid', () => {
    expect(appendedItem([], 'habit-database', GRID_COLS.xxs)).toEqual({
      i: 'habit-database',
      x: 0,
      y: 0,
      w: 2,
      h: 7,
    });
  });

  it('adds a widget once', () => {
    const layouts = defaultDashboardLayouts();
    const next = addWidget(DEFAULT_DASHBOARD_WIDGETS, layouts, 'habit-list');
    expect(next.widgets).toEqual([...DEFAULT_DASHBOARD_WIDGETS]);
    expect(next.layouts).toBe(layouts);
  });

  it('removes a widget from the list and every layout', () => {
    const next = removeWidget(DEFAULT_DASHBOARD_WIDGETS, defaultDashboardLayouts(), 'quick-actions');
    expect(next.widgets).toEqual(['habit-list', 'habits-overview']);
    for (const breakpoint of BREAKPOINTS) {
      expect(next.layouts[breakpoint].map((item) => item.i).sort()).toEqual([
        'habit-list',
        'habits-overview',
      ]);
    }
  });
});

describe('keyboard nudges', () => {
  const layout = defaultDashboardLayouts().lg;

  it('swaps a widget with the one below or above it in the same columns', () => {
    const down = nudgeItem(layout, 'habits-overview', 'down', 12);
    expect(down.find((item) => item.i === 'habits-overview')?.y).toBe(16);
    const up = nudgeItem(layout, 'habit-list', 'up', 12);
    expect(up.find((item) => item.i === 'habit-list')).toMatchObject({ y: 0 });
    expect(up.find((item) => item.i === 'habits-overview')).toMatchObject({ y: 10 });
  });

  it('stays within the grid', () => {
    expect(
      nudgeItem(layout, 'quick-actions', 'right', 12).find((item) => item.i === 'quick-actions')?.x,
    ).toBe(8);
    expect(nudgeItem(layout, 'habits-overview', 'left', 12)[0]?.x).toBe(0);
    expect(nudgeItem(layout, 'habit-list', 'wider', 12).find((item) => item.i === 'habit-list')?.w).toBe(12);
    expect(nudgeItem(layout, 'habits-overview', 'up', 12)).toEqual(layout);
    const narrow = nudgeItem([{ i: 'a', x: 0, y: 0, w: 1, h: 1 }], 'a', 'narrower', 2);
    expect(narrow[0]).toMatchObject({ w: 1 });
    expect(nudgeItem([{ i: 'a', x: 0, y: 0, w: 1, h: 1 }], 'a', 'shorter', 2)[0]).toMatchObject({ h: 1 });
  });

  it('moves and grows by one step', () => {
    expect(nudgeItem(layout, 'quick-actions', 'left', 12).find((item) => item.i === 'quick-actions')?.x).toBe(
      7,
    );
    expect(
      nudgeItem(layout, 'quick-actions', 'taller', 12).find((item) => item.i === 'quick-actions')?.h,
    ).toBe(6);
  });
});
