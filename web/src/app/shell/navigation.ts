import { SIDEBAR_GROUPS_LISTED } from '@habitat/domain';
import { CircleCheckBig, LayoutDashboard, type LucideIcon, PieChart, Settings, Users } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The dashboard lives at both /app and /app/dashboard. */
  matches(pathname: string): boolean;
}

/** Shown with a count and the person's first groups under it (spec §2 App shell). */
export const GROUPS_NAV: NavItem = {
  to: '/app/groups',
  label: 'Groups',
  icon: Users,
  matches: (p) => p.startsWith('/app/groups'),
};

export const MAIN_NAV: NavItem[] = [
  {
    to: '/app/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    matches: (p) => p === '/app' || p === '/app/' || p.startsWith('/app/dashboard'),
  },
  {
    to: '/app/analytics',
    label: 'Analytics',
    icon: PieChart,
    matches: (p) => p.startsWith('/app/analytics'),
  },
  GROUPS_NAV,
];

export const SETTINGS_NAV: NavItem = {
  to: '/app/settings',
  label: 'Settings',
  icon: Settings,
  matches: (p) => p.startsWith('/app/settings'),
};

/**
 * A phone's bottom tab bar (issue 27): the four places a person goes every day, one tap each, as in
 * Streaks and Habitify. The dashboard is 'Today' here: on a phone it opens on today's habits.
 */
export const TAB_NAV: NavItem[] = [
  { ...(MAIN_NAV[0] as NavItem), label: 'Today', icon: CircleCheckBig },
  MAIN_NAV[1] as NavItem,
  GROUPS_NAV,
  SETTINGS_NAV,
];

export interface SidebarGroups<T> {
  listed: T[];
  total: number;
  /** 'View all N groups →', only when some groups are left out of the short list. */
  viewAll: string | null;
}

/** The sidebar's short list of groups: the first few, then a link to all of them. */
export function sidebarGroups<T>(
  groups: readonly T[],
  limit: number = SIDEBAR_GROUPS_LISTED,
): SidebarGroups<T> {
  return {
    listed: groups.slice(0, limit),
    total: groups.length,
    viewAll: groups.length > limit ? `View all ${groups.length} groups →` : null,
  };
}

export function groupPath(id: string): string {
  return `/app/groups/${id}`;
}

/** A listed group is the current page on its detail page and every page beneath it (settings, members). */
export function isGroupActive(pathname: string, id: string): boolean {
  const path = groupPath(id);
  return pathname === path || pathname.startsWith(`${path}/`);
}
