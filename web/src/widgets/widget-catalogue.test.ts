import { describe, expect, it } from 'vitest';
import { itHasSoundDefaults } from './catalogue-test-cases';
import { DASHBOARD_CATALOGUE, DASHBOARD_WIDGETS, defaultDashboardLayouts } from './widget-catalogue';

describe('default dashboard', () => {
  itHasSoundDefaults(DASHBOARD_CATALOGUE);

  it('places overview 8×6, quick actions 4×5 and the list 12×10 on wide grids', () => {
    const { lg } = defaultDashboardLayouts();
    expect(lg).toEqual([
      { i: 'habits-overview', x: 0, y: 0, w: 8, h: 6 },
      { i: 'quick-actions', x: 8, y: 0, w: 4, h: 5 },
      { i: 'habit-list', x: 0, y: 6, w: 12, h: 10 },
    ]);
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

  it('gives the spec default sizes to added widgets', () => {
    const size = (type: string) => DASHBOARD_WIDGETS.find((widget) => widget.type === type)?.defaultSize;
    expect(size('habits-overview')).toEqual({ w: 6, h: 4 });
    expect(size('habit-list')).toEqual({ w: 4, h: 6 });
    expect(size('quick-actions')).toEqual({ w: 6, h: 4 });
  });
});
