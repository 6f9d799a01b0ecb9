import { describe, expect, it } from 'vitest';
import {
  accountDeletionFailed,
  emailUpdatesDescription,
  preferenceFailed,
  pushFailed,
  versionLine,
} from './settings-texts';

describe('preference messages (spec §8 Settings)', () => {
  it('names the setting that failed, and the theme in its own words', () => {
    expect(preferenceFailed('timezone')).toBe('Failed to update timezone. Please try again.');
    expect(preferenceFailed('weekStartsOn')).toBe('Failed to update week start day. Please try again.');
    expect(preferenceFailed('emailNotifications')).toBe(
      'Failed to update email notifications. Please try again.',
    );
    expect(preferenceFailed('theme')).toBe('Failed to update theme');
    expect(preferenceFailed('pushGroupEvents')).toBe(
      'Failed to update group activity notifications. Please try again.',
    );
  });
});

describe('account deletion failure (spec §8 Data)', () => {
  it("shows the server's message, or asks to try again", () => {
    expect(accountDeletionFailed('Incorrect password')).toBe('Account deletion failed: Incorrect password');
    expect(accountDeletionFailed(undefined)).toBe('Account deletion failed: Please try again.');
    expect(accountDeletionFailed('  ')).toBe('Account deletion failed: Please try again.');
  });
});

describe('emailUpdatesDescription', () => {
  it("says what Email Updates sends, on the person's first day of the week", () => {
    expect(emailUpdatesDescription(1)).toBe(
      "Weekly reports and summaries: your week's check-ins by email, every Monday at 08:00.",
    );
    expect(emailUpdatesDescription(0)).toContain('every Sunday at 08:00');
  });
});

describe('push notifications in settings (issue 16)', () => {
  it('say why turning them on failed', () => {
    expect(pushFailed('This browser could not reach its push service. Please try again later.')).toBe(
      'Push could not be turned on: This browser could not reach its push service. Please try again later.',
    );
  });
});

describe('versionLine', () => {
  it("names the app's version, and the server's only when they differ", () => {
    expect(versionLine('v1.0.0', undefined)).toBe('Habitat v1.0.0');
    expect(versionLine('v1.0.0', 'v1.0.0')).toBe('Habitat v1.0.0');
    expect(versionLine('v1.0.0', 'v1.1.0')).toBe('Habitat v1.0.0 (server v1.1.0)');
  });
});
