import { describe, expect, it } from 'vitest';
import { successionOnLeave } from './group-succession';

const member = (userId: string, role: 'owner' | 'admin' | 'member', joinedAt: string) => ({
  userId,
  role,
  joinedAt,
});

describe('who holds a group when someone goes', () => {
  it('changes nothing when a member, an admin, or one of two owners goes', () => {
    const members = [
      member('olive', 'owner', '2026-01-01'),
      member('otto', 'owner', '2026-02-01'),
      member('ada', 'admin', '2026-01-05'),
    ];
    expect(successionOnLeave(members, 'ada')).toEqual({ kind: 'kept' });
    expect(successionOnLeave(members, 'olive')).toEqual({ kind: 'kept' });
    expect(successionOnLeave(members, 'nobody')).toEqual({ kind: 'kept' });
  });

  it('hands the last owner’s group to an admin before any member, the longest-standing first', () => {
    const members = [
      member('olive', 'owner', '2026-01-01'),
      member('max', 'member', '2026-01-02'),
      member('ada', 'admin', '2026-03-01'),
      member('abe', 'admin', '2026-02-01'),
    ];
    expect(successionOnLeave(members, 'olive')).toEqual({ kind: 'handed', to: 'abe' });
  });

  it('hands it to the longest member when there is no admin, the same one on every device', () => {
    const members = [
      member('olive', 'owner', '2026-01-01'),
      member('zoe', 'member', '2026-01-02T08:00:00.000Z'),
      member('mia', 'member', '2026-01-02T08:00:00.000Z'),
      member('max', 'member', '2026-01-03'),
    ];
    expect(successionOnLeave(members, 'olive')).toEqual({ kind: 'handed', to: 'mia' });
    expect(successionOnLeave([...members].reverse(), 'olive')).toEqual({ kind: 'handed', to: 'mia' });
  });

  it('has nobody to hand a group of one to', () => {
    expect(successionOnLeave([member('olive', 'owner', '2026-01-01')], 'olive')).toEqual({ kind: 'alone' });
  });
});
