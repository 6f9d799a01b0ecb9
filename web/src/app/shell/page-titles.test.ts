import { describe, expect, it } from 'vitest';
import { pageTitle, phonePageTitle } from './page-titles';

describe('pageTitle', () => {
  it.each([
    ['/app/habits', 'Habits Management'],
    ['/app/habits/', 'Habits Management'],
    ['/app/calendar', 'Calendar View'],
    ['/app', 'Dashboard'],
    ['/app/', 'Dashboard'],
    ['/app/dashboard', 'Dashboard'],
    ['/app/analytics', 'Analytics'],
    ['/app/settings', 'Settings'],
    ['/app/settings/habit-privacy/0193', 'Habit Privacy'],
    ['/app/groups', 'Groups'],
    ['/app/groups/all', 'Groups'],
    ['/app/groups/0193', 'Group'],
    ['/app/groups/0193/settings', 'Group settings'],
    ['/app/groups/0193/members/0194/dashboard', 'Member Dashboard'],
    ['/app/invitations', 'Invitation'],
    ['/app/habitsx', 'Page not found'],
    ['/app/nothing/here', 'Page not found'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('never calls another screen the dashboard', () => {
    for (const path of ['/app/analytics', '/app/settings', '/app/groups', '/app/groups/1/settings']) {
      expect(pageTitle(path)).not.toBe('Dashboard');
    }
  });
});

describe('phonePageTitle', () => {
  it('calls the dashboard what its tab calls it, and every other screen what it is', () => {
    expect(phonePageTitle('/app')).toBe('Today');
    expect(phonePageTitle('/app/dashboard')).toBe('Today');
    expect(phonePageTitle('/app/analytics')).toBe('Analytics');
    expect(phonePageTitle('/app/groups/0193/members/0194/dashboard')).toBe('Member Dashboard');
    // The dashboard names itself 'Dashboard'; its tab's name wins. A group's own name stays.
    expect(phonePageTitle('/app/dashboard', 'Dashboard')).toBe('Today');
    expect(phonePageTitle('/app/groups/0193', 'Morning Runners')).toBe('Morning Runners');
  });
});
