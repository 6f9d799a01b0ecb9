import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  isValidTimeZone,
  normalizePreferences,
  TIMEZONE_OPTIONS,
  WEEK_START_MESSAGE,
  weekStartsOnError,
} from './preferences';

describe('preferences', () => {
  it('defaults to auto theme, UTC, Monday and email notifications on', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'auto',
      timezone: 'UTC',
      weekStartsOn: 1,
      emailNotifications: true,
    });
  });

  it.each([0, 3, 6])('accepts week start %i', (day) => {
    expect(weekStartsOnError(day)).toBeUndefined();
  });

  it.each([-1, 7, 1.5, '1', null])('rejects week start %j with the spec message', (day) => {
    expect(weekStartsOnError(day)).toBe('Week start day must be between 0 (Sunday) and 6 (Saturday)');
    expect(WEEK_START_MESSAGE).toBe('Week start day must be between 0 (Sunday) and 6 (Saturday)');
  });

  it('knows every time zone the settings screen offers', () => {
    for (const zone of TIMEZONE_OPTIONS) expect(isValidTimeZone(zone)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('merges stored values over defaults and drops invalid ones', () => {
    expect(normalizePreferences({ theme: 'dark', weekStartsOn: 0 })).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      weekStartsOn: 0,
    });
    expect(
      normalizePreferences({
        theme: 'neon',
        timezone: 'Nowhere',
        weekStartsOn: 9,
        emailNotifications: 'yes',
      }),
    ).toEqual(DEFAULT_PREFERENCES);
    expect(normalizePreferences('garbage')).toEqual(DEFAULT_PREFERENCES);
    expect(normalizePreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });
});
