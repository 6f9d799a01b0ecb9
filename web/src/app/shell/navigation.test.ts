import { describe, expect, it } from 'vitest';
import { GROUPS_NAV, groupPath, isGroupActive, MAIN_NAV, sidebarGroups, TAB_NAV } from './navigation';

const groups = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: `g${index + 1}` }));

describe('sidebar groups', () => {
  it('lists up to five groups and links to all of them when there are more', () => {
    const many = sidebarGroups(groups(7));
    expect(many.listed.map((group) => group._id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
    expect(many.total).toBe(7);
    expect(many.viewAll).toBe('View all 7 groups →');
  });

  it('lists every group without the extra link when they all fit', () => {
    expect(sidebarGroups(groups(5))).toMatchObject({ total: 5, viewAll: null });
    expect(sidebarGroups(groups(5)).listed).toHaveLength(5);
    expect(sidebarGroups(groups(2)).listed).toHaveLength(2);
  });

  it('is empty with no groups', () => {
    expect(sidebarGroups([])).toEqual({ listed: [], total: 0, viewAll: null });
  });

  it('marks a group as current on its own pages only', () => {
    expect(groupPath('abc')).toBe('/app/groups/abc');
    expect(isGroupActive('/app/groups/abc', 'abc')).toBe(true);
    expect(isGroupActive('/app/groups/abc/settings', 'abc')).toBe(true);
    expect(isGroupActive('/app/groups/abcd', 'abc')).toBe(false);
    expect(isGroupActive('/app/groups', 'abc')).toBe(false);
  });

  it('keeps Groups in the main navigation, active on every group page', () => {
    expect(MAIN_NAV).toContain(GROUPS_NAV);
    expect(GROUPS_NAV.matches('/app/groups')).toBe(true);
    expect(GROUPS_NAV.matches('/app/groups/abc/settings')).toBe(true);
    expect(GROUPS_NAV.matches('/app/dashboard')).toBe(false);
  });
});

describe('bottom tab bar', () => {
  it('has Today, Analytics, Groups and Settings, each current on its own pages', () => {
    expect(TAB_NAV.map((tab) => [tab.label, tab.to])).toEqual([
      ['Today', '/app/dashboard'],
      ['Analytics', '/app/analytics'],
      ['Groups', '/app/groups'],
      ['Settings', '/app/settings'],
    ]);
    const current = (pathname: string) =>
      TAB_NAV.filter((tab) => tab.matches(pathname)).map((tab) => tab.label);
    expect(current('/app')).toEqual(['Today']);
    expect(current('/app/dashboard')).toEqual(['Today']);
    expect(current('/app/groups/g1/settings')).toEqual(['Groups']);
    expect(current('/app/settings/habit-privacy/h1')).toEqual(['Settings']);
    expect(current('/app/invitations')).toEqual([]);
  });
});
