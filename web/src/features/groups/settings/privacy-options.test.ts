import { defaultWorkspaceSettings, HABIT_VISIBILITIES, PRIVACY_LEVELS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  HABIT_VISIBILITY_OPTIONS,
  PRIVACY_LEVEL_OPTIONS,
  TOGGLES,
  toggleDescription,
} from './privacy-options';

describe('privacy options', () => {
  it('has words for every level and visibility', () => {
    for (const level of PRIVACY_LEVELS) expect(PRIVACY_LEVEL_OPTIONS[level].label).toBeTruthy();
    for (const visibility of HABIT_VISIBILITIES)
      expect(HABIT_VISIBILITY_OPTIONS[visibility].label).toBeTruthy();
  });

  it('explains public and private with the Create Group dialog texts', () => {
    expect(toggleDescription('isPublic', defaultWorkspaceSettings(true))).toBe(
      'Anyone with the link can request to join your group.',
    );
    expect(toggleDescription('isPublic', defaultWorkspaceSettings(false))).toBe(
      'Members need an invitation to join. You can control who has access.',
    );
  });

  it('explains every toggle', () => {
    for (const key of TOGGLES) expect(toggleDescription(key, defaultWorkspaceSettings(false))).not.toBe('');
  });
});
