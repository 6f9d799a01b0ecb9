import { LayoutDashboard, type LucideIcon, PieChart, Settings, Users } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The dashboard lives at both /app and /app/dashboard. */
  matches(pathname: string): boolean;
}

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
  { to: '/app/groups', label: 'Groups', icon: Users, matches: (p) => p.startsWith('/app/groups') },
];

export const SETTINGS_NAV: NavItem = {
  to: '/app/settings',
  label: 'Settings',
  icon: Settings,
  matches: (p) => p.startsWith('/app/settings'),
};
