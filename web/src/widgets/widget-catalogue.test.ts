import { describe, expect, it } from 'vitest';
import { itHasSoundDefaults } from './catalogue-test-cases';
import { isRetiredDefault } from './stored-layout-repair';
import {
  DASHBOARD_CATALOGUE,
  DASHBOARD_WIDGETS,
  DEFAULT_DASHBOARD_WIDGETS,
  defaultDashboardLayouts,
  specDashboardLayouts,
} from './widget-catalogue';

describe('default dashboard', () => {
  itHasSoundDefaults(DASHBOARD_CATALOGUE);

  it("puts today's list first on wide grids, quick actions beside it, the chart below", () => {
    const { lg } = defaultDashboardLayouts();
    expect(lg).toEqual([
      { i: 'habit-list', x: 0, y: 0, w: 8, h: 9 },
      { i: 'quick-actions', x: 8, y: 0, w: 4, h: 9 },
      { i: 'habits-overview', x: 0, y: 9, w: 12, h: 6 },
    ]);
  });

  it("opens a board still exactly at spec §9's old default on today's default", () => {
    const old = specDashboardLayouts();
    expect(old.lg[0]).toEqual({ i: 'habits-overview', x: 0, y: 0, w: 8, h: 6 });
    expect(isRetiredDefault([...DEFAULT_DASHBOARD_WIDGETS], old, DASHBOARD_CATALOGUE)).toBe(true);
    expect(isRetiredDefault(undefined, { lg: old.lg }, DASHBOARD_CATALOGUE)).toBe(true);
  });

  it('keeps a board its person arranged, even one widget moved by one row', () => {
    const arranged = specDashboardLayouts();
    arranged.lg = arranged.lg.map((item) => (item.i === 'habit-list' ? { ...item, y: 7 } : item));
    expect(isRetiredDefault([...DEFAULT_DASHBOARD_WIDGETS], arranged, DASHBOARD_CATALOGUE)).toBe(false);
    const added = [...DEFAULT_DASHBOARD_WIDGETS, 'habit-streaks'];
    expect(isRetiredDefault(added, specDashboardLayouts(), DASHBOARD_CATALOGUE)).toBe(false);
  });

  it("stacks today's habits first on the narrow grids", () => {
    const { xs, xxs } = defaultDashboardLayouts();
    expect(xxs.map((item) => [item.i, item.y])).toEqual([
      ['habit-list', 0],
      ['quick-actions', 9],
      ['habits-overview', 18],
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
