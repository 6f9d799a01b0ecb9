import { describe, expect, it } from 'vitest';
import {
  addWidget,
  appendedItem,
  BREAKPOINTS,
  DASHBOARD_WIDGETS,
  DEFAULT_DASHBOARD_WIDGETS,
  defaultDashboardLayouts,
  GRID_COLS,
  normalizeLayouts,
  normalizeWidgets,
  nudgeItem,
  removeWidget,
  storedLayoutItem,
  validLayoutItem,
} from './dashboard-layout';

describe('default dashboard', () => {
  it('places overview 8×6, quick actions 4×5 and the list 12×10 on wide grids', () => {
    const { lg } = defaultDashboardLayouts();
    expect(lg).toEqual([
      { i: 'habits-overview', x: 0, y: 0, w: 8, h: 6 },
      { i: 'quick-actions', x: 8, y: 0, w: 4, h: 5 },
      { i: 'habit-list', x: 0, y: 6, w: 12, h: 10 },
    ]);
  });

  it('fits every breakpoint within its columns', () => {
    const layouts = defaultDashboardLayouts();
    for (const breakpoint of BREAKPOINTS) {
      for (const item of layouts[breakpoint]) {
        expect(validLayoutItem(item, GRID_COLS[breakpoint]), `${breakpoint} ${item.i}`).not.toBeNull();
      }
    }
  });

  it('gives the spec default sizes to added widgets', () => {
    const size = (type: string) => DASHBOARD_WIDGETS.find((widget) => widget.type === type)?.defaultSize;
    expect(size('habits-overview')).toEqual({ w: 6, h: 4 });
    expect(size('habit-list')).toEqual({ w: 4, h: 6 });
    expect(size('quick-actions')).toEqual({ w: 6, h: 4 });
  });
});

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

  it('narrows an appended widget to the grid', () => {
    expect(appendedItem([], 'habit-database', GRID_COLS.xxs)).toEqual({
      i: 'habit-database',
      x: 0,
      y: 0,
      w: 2,
      h: 7,
    });
  });
});

describe('adding and removing widgets', () => {
  it('appends at the bottom of every breakpoint at x = 0 with the default size', () => {
    const layouts = defaultDashboardLayouts();
    const next = addWidget(DEFAULT_DASHBOARD_WIDGETS, layouts, 'habit-streaks');
    expect(next.widgets).toEqual([...DEFAULT_DASHBOARD_WIDGETS, 'habit-streaks']);
    expect(next.layouts.lg.at(-1)).toEqual({ i: 'habit-streaks', x: 0, y: 16, w: 6, h: 5 });
    expect(next.layouts.xxs.at(-1)).toEqual({ i: 'habit-streaks', x: 0, y: 21, w: 2, h: 5 });
  });

  it('adds a widget once', () => {
    const layouts = defaultDashboardLayouts();
    const next = addWidget(DEFAULT_DASHBOARD_WIDGETS, layouts, 'habit-list');
    expect(next.widgets).toEqual([...DEFAULT_DASHBOARD_WIDGETS]);
    expect(next.layouts).toBe(layouts);
  });

  it('removes a widget from the list and every layout', () => {
    const next = removeWidget(DEFAULT_DASHBOARD_WIDGETS, defaultDashboardLayouts(), 'quick-actions');
    expect(next.widgets).toEqual(['habits-overview', 'habit-list']);
    for (const breakpoint of BREAKPOINTS) {
      expect(next.layouts[breakpoint].map((item) => item.i).sort()).toEqual([
        'habit-list',
        'habits-overview',
      ]);
    }
  });

  it("stacks today's habits first on the narrow grids", () => {
    const { xs, xxs } = defaultDashboardLayouts();
    expect(xxs.map((item) => [item.i, item.y])).toEqual([
      ['habit-list', 0],
      ['quick-actions', 10],
      ['habits-overview', 15],
    ]);
    expect(xs.map((item) => item.i)).toEqual(xxs.map((item) => item.i));
  });
});

it('stores only the fields of a layout item', () => {
  const item = { i: 'a', x: 1, y: 2, w: 3, h: 4, moved: false, static: false, minW: 2, isDraggable: true };
  expect(storedLayoutItem(item)).toEqual({ i: 'a', x: 1, y: 2, w: 3, h: 4, moved: false, static: false });
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
