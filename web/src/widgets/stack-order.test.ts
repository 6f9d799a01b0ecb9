import { describe, expect, it } from 'vitest';
import { isStacked, moveInStack, stackOrder } from './stack-order';
import { defaultDashboardLayouts } from './widget-catalogue';
import { GRID_COLS } from './widget-grid';

describe('stackOrder', () => {
  it('reads the layout top to bottom, then left to right', () => {
    const layout = [
      { i: 'chart', x: 6, y: 0, w: 6, h: 4 },
      { i: 'list', x: 0, y: 0, w: 6, h: 8 },
      { i: 'table', x: 0, y: 8, w: 12, h: 4 },
    ];
    expect(stackOrder(['chart', 'list', 'table'], layout)).toEqual(['list', 'chart', 'table']);
  });

  it('puts widgets the layout lacks last, and drops items of widgets not shown', () => {
    const layout = [
      { i: 'gone', x: 0, y: 0, w: 2, h: 4 },
      { i: 'list', x: 0, y: 4, w: 2, h: 4 },
    ];
    expect(stackOrder(['new', 'list'], layout)).toEqual(['list', 'new']);
  });

  it("puts today's habits first on a phone by default, the charts after", () => {
    const widgets = ['habits-overview', 'quick-actions', 'habit-list'];
    const { xs, xxs } = defaultDashboardLayouts();
    expect(stackOrder(widgets, xxs)).toEqual(['habit-list', 'quick-actions', 'habits-overview']);
    expect(stackOrder(widgets, xs)).toEqual(['habit-list', 'quick-actions', 'habits-overview']);
  });
});

describe('moving a widget in a stack', () => {
  const widgets = ['habits-overview', 'quick-actions', 'habit-list'];
  const order = (layout: ReturnType<typeof defaultDashboardLayouts>['xxs']) => stackOrder(widgets, layout);

  it('swaps it with its neighbour, down and back up, and stops at the ends', () => {
    let layout = defaultDashboardLayouts().xxs;
    layout = moveInStack(widgets, layout, 'habit-list', 'down', GRID_COLS.xxs);
    expect(order(layout)).toEqual(['quick-actions', 'habit-list', 'habits-overview']);
    layout = moveInStack(widgets, layout, 'habit-list', 'down', GRID_COLS.xxs);
    expect(order(layout)).toEqual(['quick-actions', 'habits-overview', 'habit-list']);
    layout = moveInStack(widgets, layout, 'habit-list', 'down', GRID_COLS.xxs);
    expect(order(layout)).toEqual(['quick-actions', 'habits-overview', 'habit-list']);
    layout = moveInStack(widgets, layout, 'habit-list', 'up', GRID_COLS.xxs);
    expect(order(layout)).toEqual(['quick-actions', 'habit-list', 'habits-overview']);
    layout = moveInStack(widgets, layout, 'habit-list', 'up', GRID_COLS.xxs);
    layout = moveInStack(widgets, layout, 'habit-list', 'up', GRID_COLS.xxs);
    expect(order(layout)).toEqual(['habit-list', 'quick-actions', 'habits-overview']);
    expect(layout).toEqual(defaultDashboardLayouts().xxs);
  });

  it('keeps heights, and places a widget the layout lacked', () => {
    const layout = [{ i: 'habit-list', x: 0, y: 3, w: 4, h: 7 }];
    expect(moveInStack(['habit-list', 'new'], layout, 'new', 'up', 4)).toEqual([
      { i: 'new', x: 0, y: 0, w: 4, h: 4 },
      { i: 'habit-list', x: 0, y: 4, w: 4, h: 7 },
    ]);
  });
});

describe('isStacked', () => {
  it('stacks the two narrow grids only', () => {
    expect(['lg', 'md', 'sm', 'xs', 'xxs'].map((b) => isStacked(b as 'lg'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
