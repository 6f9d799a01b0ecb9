import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it.each([
    ['/app/habits', 'Habits Management'],
    ['/app/habits/', 'Habits Management'],
    ['/app/calendar', 'Calendar View'],
    ['/app', 'Dashboard'],
    ['/app/dashboard', 'Dashboard'],
    ['/app/analytics', 'Dashboard'],
    ['/app/habitsx', 'Dashboard'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});
