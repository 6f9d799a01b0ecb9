import { describe, expect, it } from 'vitest';
import { connectedAccounts, dayStartOptions, WEEK_DAY_OPTIONS } from './preference-options';

describe('week and day start choices', () => {
  it('runs the week start from Sunday (0) to Saturday (6)', () => {
    expect(WEEK_DAY_OPTIONS[0]).toEqual({ value: 0, label: 'Sunday' });
    expect(WEEK_DAY_OPTIONS[1]).toEqual({ value: 1, label: 'Monday' });
    expect(WEEK_DAY_OPTIONS[6]).toEqual({ value: 6, label: 'Saturday' });
  });

  it('offers midnight to 06:00 by the hour', () => {
    expect(dayStartOptions().map((option) => option.value)).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
    ]);
    expect(dayStartOptions()[0]?.label).toBe('00:00 (midnight)');
    expect(dayStartOptions()[4]?.label).toBe('04:00');
  });
});

describe('connected sign-ins', () => {
  it('lists Google and GitHub when linked, nothing otherwise', () => {
    expect(connectedAccounts({ hasGoogleAuth: true, hasGithubAuth: true })).toBe(
      'Connected: Google / GitHub',
    );
    expect(connectedAccounts({ hasGoogleAuth: true, hasGithubAuth: false })).toBe('Connected: Google');
    expect(connectedAccounts({ hasGoogleAuth: false, hasGithubAuth: true })).toBe('Connected: GitHub');
    expect(connectedAccounts({ hasGoogleAuth: false, hasGithubAuth: false })).toBeNull();
  });
});
