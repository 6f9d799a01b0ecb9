import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { groupScope, type WorkspaceMember } from '@habitat/protocol';
import { sampleGroupHabit, sampleGroupInfo } from '@habitat/protocol/testing';
import { HabitatDb, type StoredGroupRecord, SYNC_META_KEY } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { readHeldGroups } from './useHeldGroups';

const WALKERS = '0190a000-0000-7000-8000-000000000001';
const READERS = '0190a000-0000-7000-8000-000000000002';
const HALF = '0190a000-0000-7000-8000-000000000003';

const member = (groupId: string, userId: string, role: WorkspaceMember['role']): StoredGroupRecord => ({
  scope: groupScope(groupId),
  kind: 'member',
  key: userId,
  data: {
    userId: { _id: userId, name: userId, email: `${userId}@example.com`, avatar: null },
    role,
    joinedAt: '2026-11-01',
  },
});

async function device(meta: object) {
  const db = new HabitatDb(`test-${uuidv7()}`);
  await db.meta.put({ key: SYNC_META_KEY, value: { cursors: {}, ...meta } });
  await db.groupRecords.bulkPut([
    // The group row's own counts are from its last projection; the device's rows are what it holds.
    {
      scope: groupScope(WALKERS),
      kind: 'group',
      key: WALKERS,
      data: sampleGroupInfo(WALKERS, { memberCount: 9, habitCount: 9 }),
    },
    member(WALKERS, 'ada', 'admin'),
    member(WALKERS, 'max', 'member'),
    { scope: groupScope(WALKERS), kind: 'habit', key: 'h1', data: sampleGroupHabit({ _id: 'h1' }) },
    {
      scope: groupScope(READERS),
      kind: 'group',
      key: READERS,
      data: sampleGroupInfo(READERS, { name: 'Readers' }),
    },
    member(READERS, 'max', 'owner'),
    // Rows of a group whose own row is not here: nothing to list it by.
    member(HALF, 'ada', 'member'),
  ]);
  return db;
}

describe("the device's groups, for the lists", () => {
  it('are the groups with their own row, counted from the rows held, with the viewer’s role', async () => {
    const db = await device({ groupsPulledAt: 1_000 });
    const read = await readHeldGroups(db, 'ada');
    expect(read.pulledAt).toBe(1_000);
    expect(
      read.groups.map(({ info, memberCount, habitCount, role }) => [
        info.name,
        memberCount,
        habitCount,
        role,
      ]),
    ).toEqual([
      ['Dawn Walkers', 2, 1, 'admin'],
      ['Readers', 1, 0, null],
    ]);
  });

  it('are not yet the list while a first copy is still coming in page by page', async () => {
    const db = await device({ groupsPulledAt: 1_000, resetting: { scopes: ['u:ada'], since: 900 } });
    expect((await readHeldGroups(db, 'ada')).pulledAt).toBeNull();
  });
});
