import { defaultGroupSettings, HABIT_VISIBILITIES, PRIVACY_LEVELS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  HABIT_VISIBILITY_OPTIONS,
  lockReason,
  PRIVACY_LEVEL_OPTIONS,
  TOGGLES,
  toggleChecked,
  toggleDescription,
} from './privacy-options';

describe('privacy options', () => {
  it('has words for every level and visibility', () => {
    for (const level of PRIVACY_LEVELS) expect(PRIVACY_LEVEL_OPTIONS[level].label).toBeTruthy();
    for (const visibility of HABIT_VISIBILITIES)
      expect(HABIT_VISIBILITY_OPTIONS[visibility].label).toBeTruthy();
  });

  it('explains public and private with the Create Group dialog texts', () => {
    expect(toggleDescription('isPublic', defaultGroupSettings(true))).toBe(
      'Anyone with the link can request to join your group.',
    );
    expect(toggleDescription('isPublic', defaultGroupSettings(false))).toBe(
      'Members need an invitation to join. You can control who has access.',
    );
  });

  it('explains every toggle', () => {
    for (const key of TOGGLES) expect(toggleDescription(key, defaultGroupSettings(false))).not.toBe('');
  });
});

describe('settings another setting decides', () => {
  const publicGroup = defaultGroupSettings(true);

  it('disables the privacy level and approval of a private group, saying why', () => {
    const privateGroup = defaultGroupSettings(false);
    expect(lockReason('privacyLevel', privateGroup)).toBe(
      'A private group is joined by invitation only. Make it public to choose what its link offers.',
    );
    expect(lockReason('requireApproval', privateGroup)).toBe(
      'A private group is joined by invitation only: nobody asks to join.',
    );
  });

  it('shows approval on, and fixed, for an invite-only public group', () => {
    const inviteOnly = { ...publicGroup, privacyLevel: 'invite-only' as const, requireApproval: false };
    expect(lockReason('requireApproval', inviteOnly)).toMatch(/^In an invite-only group/);
    expect(toggleChecked('requireApproval', inviteOnly)).toBe(true);
    expect(lockReason('privacyLevel', inviteOnly)).toBeNull();
  });

  it('leaves approval to choose for members-only and open groups, and says what each choice does', () => {
    for (const privacyLevel of ['members-only', 'open'] as const) {
      const settings = { ...publicGroup, privacyLevel, requireApproval: false };
      expect(lockReason('requireApproval', settings)).toBeNull();
      expect(toggleChecked('requireApproval', settings)).toBe(false);
      expect(toggleDescription('requireApproval', settings)).toBe('People who open the link join at once.');
      expect(toggleDescription('requireApproval', { ...settings, requireApproval: true })).toBe(
        'An admin or owner accepts each person who asks to join through the link.',
      );
    }
  });

  it('says who invites', () => {
    expect(toggleDescription('allowInvites', { ...publicGroup, allowInvites: false })).toBe(
      'Only owners can invite people by email; admins cannot.',
    );
  });

  it('describes every privacy level by what it does', () => {
    expect(PRIVACY_LEVEL_OPTIONS['invite-only'].description).toMatch(/ask to join/);
    expect(PRIVACY_LEVEL_OPTIONS.open.description).toMatch(/habits/);
  });
});
