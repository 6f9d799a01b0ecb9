import { describe, expect, it } from 'vitest';
import { canAddGroupHabit, canEditGroupHabit } from './group-habit-rights';

describe('group habit rights', () => {
  it('lets admins and owners add habits whatever the setting', () => {
    for (const allowMemberHabitCreation of [true, false]) {
      expect(canAddGroupHabit('owner', { allowMemberHabitCreation })).toBe(true);
      expect(canAddGroupHabit('admin', { allowMemberHabitCreation })).toBe(true);
    }
  });

  it('lets members add habits only while the group allows it', () => {
    expect(canAddGroupHabit('member', { allowMemberHabitCreation: true })).toBe(true);
    expect(canAddGroupHabit('member', { allowMemberHabitCreation: false })).toBe(false);
  });

  it('lets a member change the habits they added, and no one else’s', () => {
    expect(canEditGroupHabit('member', 'me', 'me')).toBe(true);
    expect(canEditGroupHabit('member', 'me', 'someone')).toBe(false);
    expect(canEditGroupHabit('member', 'me', null)).toBe(false);
    expect(canEditGroupHabit('member', undefined, null)).toBe(false);
  });

  it('lets admins and owners change every habit of the group', () => {
    expect(canEditGroupHabit('admin', 'me', 'someone')).toBe(true);
    expect(canEditGroupHabit('owner', 'me', null)).toBe(true);
  });
});
