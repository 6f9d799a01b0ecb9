import { TAB_NAV } from './navigation';

/**
 * The top bar's title for a path, before the page names itself (a group's name arrives with its
 * data). Spec §2 names /app/habits and /app/calendar and calls the dashboard 'Dashboard'; every
 * other screen is called what it is, never 'Dashboard'.
 */
const TITLES: ReadonlyArray<[RegExp, string]> = [
  [/^\/app(?:\/dashboard)?$/, 'Dashboard'],
  [/^\/app\/habits(?:\/.*)?$/, 'Habits Management'],
  [/^\/app\/calendar(?:\/.*)?$/, 'Calendar View'],
  [/^\/app\/analytics$/, 'Analytics'],
  [/^\/app\/settings\/habit-privacy\/[^/]+$/, 'Habit Privacy'],
  [/^\/app\/settings$/, 'Settings'],
  [/^\/app\/groups(?:\/all)?$/, 'Groups'],
  [/^\/app\/groups\/[^/]+\/settings$/, 'Group settings'],
  [/^\/app\/groups\/[^/]+\/members\/[^/]+\/dashboard$/, 'Member Dashboard'],
  [/^\/app\/groups\/[^/]+$/, 'Group'],
  [/^\/app\/invitations$/, 'Invitation'],
];

export function pageTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Page not found';
}

/**
 * On a phone the tab bar calls the dashboard by its tab's name ('Today'), and the title above says
 * the same, so the tab a person tapped and the screen it opened never disagree.
 */
export function phonePageTitle(pathname: string, named?: string): string {
  const title = pageTitle(pathname);
  if (title === 'Dashboard') return TAB_NAV[0]?.label ?? title;
  return named ?? title;
}
