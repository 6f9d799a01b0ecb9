/** Spec §2 top bar: two named paths, and 'Dashboard' for every other one. */
export function pageTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/app/habits' || path.startsWith('/app/habits/')) return 'Habits Management';
  if (path === '/app/calendar' || path.startsWith('/app/calendar/')) return 'Calendar View';
  return 'Dashboard';
}
