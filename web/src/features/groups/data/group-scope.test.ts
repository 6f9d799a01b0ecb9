import { sampleGroupInfo } from '@habitat/protocol/testing';
import type { StoredGroupRecord } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { readLocalGroup } from './group-scope';

const SCOPE = 'g:g1';

const info: StoredGroupRecord = {
  scope: SCOPE,
  kind: 'group',
  key: 'g1',
  data: sampleGroupInfo('g1', { memberCount: 3 }),
};

const member = (
  id: string,
  name: string,
  role: 'owner' | 'admin' | 'member',
  joinedAt: string,
): StoredGroupRecord => ({
  scope: SCOPE,
  kind: 'member',
  key: id,
  data: { userId: { _id: id, name, email: `${id}@example.com`, avatar: null }, role, joinedAt },
});

const activity = (id: string, createdAt: string): StoredGroupRecord => ({
  scope: SCOPE,
  kind: 'activity',
  key: id,
  data: { _id: id, type: 'member_joined', user: null, data: {}, description: 'Someone joined', createdAt },
});

describe('a group read from the rows this device holds', () => {
  it('is nothing without the row of the group itself', () => {
    expect(readLocalGroup([member('a', 'Ann', 'owner', '2026-11-01')], 'a')).toBeNull();
  });

  it("lists owners, then admins, then members by when they joined, and takes the viewer's role from them", () => {
    const local = readLocalGroup(
      [
        member('m2', 'Max', 'member', '2026-11-03'),
        member('m1', 'Mia', 'member', '2026-11-02'),
        member('ad', 'Ada', 'admin', '2026-11-04'),
        member('ow', 'Olive', 'owner', '2026-11-01'),
        info,
      ],
      'ad',
    );
    expect(local?.group.members.map((row) => row.userId.name)).toEqual(['Olive', 'Ada', 'Mia', 'Max']);
    expect(local?.group.currentUserRole).toBe('admin');
    // The group's week belongs to the groups list, not to this page.
    expect(local?.group.weeklyProgress).toBeNull();
  });

  it("reads a viewer the rows do not list (a member's rows not yet pulled) as a member", () => {
    expect(readLocalGroup([info], 'someone')?.group.currentUserRole).toBe('member');
  });

  it('puts the newest activity first', () => {
    const local = readLocalGroup(
      [activity('old', '2026-11-01T08:00:00.000Z'), info, activity('new', '2026-11-02T08:00:00.000Z')],
      undefined,
    );
    expect(local?.activity.map((row) => row._id)).toEqual(['new', 'old']);
  });
});
