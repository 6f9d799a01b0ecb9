import { describe, expect, it } from 'vitest';
import {
  DAY_START_MESSAGE,
  DEFAULT_PREFERENCES,
  dayStartMinutes,
  dayStartsAtError,
  isValidTimeZone,
  normalizePreferences,
  TIMEZONE_OPTIONS,
  WEEK_START_MESSAGE,
  weekStartsOnError,
} from './preferences';

describe('preferences', () => {
  it('defaults to auto theme, UTC, Monday, email notifications and pushed encouragements on, group news off', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'auto',
      timezone: 'UTC',
      weekStartsOn: 1,
      emailNotifications: true,
      dayStartsAt: '00:00',
      pushEncouragements: true,
      pushGroupEvents: false,
      reminderSummaryAt: null,
    });
  });

  it('keeps a reminder summary time, and reads anything else as a reminder per habit', () => {
    expect(normalizePreferences({ reminderSummaryAt: '20:30' }).reminderSummaryAt).toBe('20:30');
    expect(normalizePreferences({ reminderSummaryAt: '8pm' }).reminderSummaryAt).toBeNull();
    expect(normalizePreferences({}).reminderSummaryAt).toBeNull();
  });

  it('keeps the push choices when they are booleans, and the defaults otherwise', () => {
    expect(normalizePreferences({ pushEncouragements: false, pushGroupEvents: true })).toMatchObject({
      pushEncouragements: false,
      pushGroupEvents: true,
    });
    expect(normalizePreferences({ pushEncouragements: 'no', pushGroupEvents: 1 })).toMatchObject({
      pushEncouragements: true,
      pushGroupEvents: false,
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

describe('day starts at', () => {
  it('accepts quarter hours from 00:00 to 06:00 only', () => {
    for (const ok of ['00:00', '04:00', '05:45', '06:00']) expect(dayStartsAtError(ok)).toBeUndefined();
    for (const bad of ['06:15', '07:00', '4:00', '04:10', '', 4, null])
      expect(dayStartsAtError(bad)).toBe(DAY_START_MESSAGE);
  });

  it('is read as minutes, and anything invalid as midnight', () => {
    expect(dayStartMinutes({ dayStartsAt: '04:30' })).toBe(270);
    expect(dayStartMinutes({ dayStartsAt: '9:00' })).toBe(0);
    expect(dayStartMinutes({})).toBe(0);
    expect(normalizePreferences({ dayStartsAt: '03:00' }).dayStartsAt).toBe('03:00');
    expect(normalizePreferences({ dayStartsAt: '12:00' }).dayStartsAt).toBe('00:00');
  });
});
