import { describe, expect, it } from 'vitest';
import {
  accountDeletionFailed,
  emailUpdatesDescription,
  preferenceFailed,
  preferenceSaved,
} from './settings-texts';

describe('preference messages (spec §8 Settings)', () => {
  it('names the setting that was saved', () => {
    expect(preferenceSaved('emailNotifications')).toBe('Email notifications updated successfully!');
    expect(preferenceSaved('timezone')).toBe('Timezone updated successfully!');
    expect(preferenceSaved('weekStartsOn')).toBe('Week start day updated successfully!');
    expect(preferenceSaved('dayStartsAt')).toBe('Day start updated successfully!');
    expect(preferenceSaved('theme')).toBe('Theme updated successfully!');
  });

  it('names the setting that failed, and the theme in its own words', () => {
    expect(preferenceFailed('timezone')).toBe('Failed to update timezone. Please try again.');
    expect(preferenceFailed('weekStartsOn')).toBe('Failed to update week start day. Please try again.');
    expect(preferenceFailed('emailNotifications')).toBe(
      'Failed to update email notifications. Please try again.',
    );
    expect(preferenceFailed('theme')).toBe('Failed to update theme');
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
