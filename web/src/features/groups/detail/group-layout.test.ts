import { describe, expect, it } from 'vitest';
import { itHasSoundDefaults } from '../../../widgets/catalogue-test-cases';
import { isRetiredDefault, normalizeWidgets } from '../../../widgets/stored-layout-repair';
import { DASHBOARD_CATALOGUE, widgetInfo } from '../../../widgets/widget-catalogue';
import { BREAKPOINTS } from '../../../widgets/widget-grid';
import { addWidget, removeWidget } from '../../../widgets/widget-placement';
import {
  DEFAULT_GROUP_WIDGETS,
  defaultGroupLayouts,
  GROUP_CATALOGUE,
  GROUP_WIDGETS,
  groupLayoutKey,
} from './group-layout';

describe('group widget catalogue', () => {
  itHasSoundDefaults(GROUP_CATALOGUE);

  it("opens on support: who's left today beside the encouragements, then the board (issue 31)", () => {
    expect(DEFAULT_GROUP_WIDGETS).toEqual([
      'left-today',
      'encouragement-feed',
      'leaderboard',
      'member-progress',
      'group-habits',
      'recent-activity',
      'team-members',
    ]);
  });

  it("stacks a phone page from who's left today to the member list", () => {
    const stack = (items: readonly { i: string; y: number }[]) =>
      [...items].sort((a, b) => a.y - b.y).map((item) => item.i);
    const order = [
      'left-today',
      'group-habits',
      'encouragement-feed',
      'leaderboard',
      'recent-activity',
      'member-progress',
      'team-members',
    ];
    expect(stack(defaultGroupLayouts().xs)).toEqual(order);
    expect(stack(defaultGroupLayouts().xxs)).toEqual(order);
    // On a desk who's left and the encouragements share the first row.
    expect(
      defaultGroupLayouts()
        .lg.filter((item) => item.y === 0)
        .map((item) => item.i),
    ).toEqual(['left-today', 'encouragement-feed']);
  });

  it("reads a page still in issue 16's default as never arranged, so it gains who's left today", () => {
    const issue16 = [
      'leaderboard',
      'member-progress',
      'group-habits',
      'encouragement-feed',
      'recent-activity',
      'team-members',
    ];
    expect(isRetiredDefault(issue16, undefined, GROUP_CATALOGUE)).toBe(true);
    expect(isRetiredDefault([...issue16, 'left-today'], undefined, GROUP_CATALOGUE)).toBe(false);
  });

  it('also offers member progress and the encouragement feed, and group challenges as coming soon', () => {
    const types = GROUP_WIDGETS.map((widget) => widget.type);
    expect(types).toEqual(
      expect.arrayContaining(['member-progress', 'encouragement-feed', 'group-challenges']),
    );
    expect(widgetInfo('group-challenges', GROUP_CATALOGUE)?.comingSoon).toBeTruthy();
    for (const type of DEFAULT_GROUP_WIDGETS)
      expect(widgetInfo(type, GROUP_CATALOGUE)?.comingSoon).toBeUndefined();
  });

  it('keeps group widgets out of the personal dashboard', () => {
    expect(widgetInfo('team-members')).toBeUndefined();
    expect(widgetInfo('habit-list', GROUP_CATALOGUE)).toBeUndefined();
  });
});

describe('layout rules with the group catalogue', () => {
  it('appends an added group widget with its own default size', () => {
    const removed = removeWidget(DEFAULT_GROUP_WIDGETS, defaultGroupLayouts(), 'member-progress');
    const next = addWidget(removed.widgets, removed.layouts, 'member-progress', GROUP_CATALOGUE);
    expect(next.widgets.at(-1)).toBe('member-progress');
    expect(next.layouts.lg.at(-1)).toEqual({ i: 'member-progress', x: 0, y: 26, w: 6, h: 6 });
    expect(next.layouts.xxs.at(-1)).toMatchObject({ i: 'member-progress', x: 0, w: 2, h: 6 });
  });

  it('removes a widget from every breakpoint', () => {
    const next = removeWidget(DEFAULT_GROUP_WIDGETS, defaultGroupLayouts(), 'recent-activity');
    expect(next.widgets).toEqual([
      'left-today',
      'encouragement-feed',
      'leaderboard',
      'member-progress',
      'group-habits',
      'team-members',
    ]);
    for (const breakpoint of BREAKPOINTS) {
      expect(next.layouts[breakpoint].some((item) => item.i === 'recent-activity')).toBe(false);
    }
  });

  it('reads a page still in the old three-widget default as never arranged', () => {
    const oldWidgets = ['recent-activity', 'group-habits', 'team-members'];
    const oldDesk = [
      { i: 'recent-activity', x: 0, y: 0, w: 8, h: 6 },
      { i: 'team-members', x: 8, y: 0, w: 4, h: 8 },
      { i: 'group-habits', x: 0, y: 6, w: 8, h: 6, moved: false },
    ];
    const oldStack = [
      { i: 'recent-activity', x: 0, y: 0, w: 2, h: 6 },
      { i: 'group-habits', x: 0, y: 6, w: 2, h: 6 },
      { i: 'team-members', x: 0, y: 12, w: 2, h: 8 },
    ];
    expect(isRetiredDefault(oldWidgets, undefined, GROUP_CATALOGUE)).toBe(true);
    expect(isRetiredDefault([...oldWidgets].reverse(), { lg: oldDesk, xxs: oldStack }, GROUP_CATALOGUE)).toBe(
      true,
    );
    // Layouts stored without a list (the grid saved the old default as it drew it).
    expect(isRetiredDefault(undefined, { sm: oldDesk }, GROUP_CATALOGUE)).toBe(true);
  });

  it('keeps a page its person arranged: a widget moved, added or removed', () => {
    const oldWidgets = ['recent-activity', 'group-habits', 'team-members'];
    const moved = [
      { i: 'team-members', x: 0, y: 0, w: 4, h: 8 },
      { i: 'recent-activity', x: 4, y: 0, w: 8, h: 6 },
      { i: 'group-habits', x: 4, y: 6, w: 8, h: 6 },
    ];
    expect(isRetiredDefault(oldWidgets, { lg: moved }, GROUP_CATALOGUE)).toBe(false);
    expect(isRetiredDefault([...oldWidgets, 'leaderboard'], undefined, GROUP_CATALOGUE)).toBe(false);
    expect(isRetiredDefault(['group-habits', 'team-members'], undefined, GROUP_CATALOGUE)).toBe(false);
    // Today's default with four widgets taken away is an arrangement too, though the list matches.
    const trimmed = ['left-today', 'leaderboard', 'member-progress', 'encouragement-feed'].reduce(
      (page, type) => removeWidget(page.widgets, page.layouts, type),
      { widgets: [...DEFAULT_GROUP_WIDGETS], layouts: defaultGroupLayouts() },
    );
    expect(trimmed.widgets.sort()).toEqual([...oldWidgets].sort());
    expect(isRetiredDefault(trimmed.widgets, trimmed.layouts, GROUP_CATALOGUE)).toBe(false);
    // Garbage is not a retired default; normalizing handles it as before.
    expect(isRetiredDefault('x', undefined, GROUP_CATALOGUE)).toBe(false);
    expect(isRetiredDefault(oldWidgets, { lg: 'x' }, GROUP_CATALOGUE)).toBe(false);
    // The personal dashboard has no retired default.
    expect(isRetiredDefault(['habit-list'], undefined)).toBe(false);
  });

  it('leaves the dashboard catalogue as the default', () => {
    expect(normalizeWidgets(undefined)).toEqual([...DASHBOARD_CATALOGUE.defaultWidgets]);
  });
});

it('keys a group layout by its workspace id', () => {
  expect(groupLayoutKey('0190A1B2-0000-7000-8000-000000000001')).toBe(
    'group:0190a1b2-0000-7000-8000-000000000001',
  );
  expect(groupLayoutKey('0190a1b2-0000-7000-8000-000000000001')).toMatch(/^[a-z][a-z0-9:_-]{0,79}$/);
});
