import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { type GroupRecord, groupScope } from '@habitat/protocol';
import { sampleGroupInfo } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import { HabitatDb, type StoredGroupRecord } from './db';
import { mutate } from './mutations';
import { DEVICE_OWNER_KEY } from './owner';

/**
 * A group's own writes as the device shows them before the server has them (issue 31): the same
 * change the server's copy will bring, queued to be sent.
 */

const GROUP = '0190a000-0000-7000-8000-000000000001';
const ALICE = '0190a000-0000-7000-8000-00000000000a';
const BOB = '0190a000-0000-7000-8000-00000000000b';
const SCOPE = groupScope(GROUP);

function member(id: string, name: string, role: 'owner' | 'member'): StoredGroupRecord {
  return {
    scope: SCOPE,
    kind: 'member',
    key: id,
    data: {
      userId: { _id: id, name, email: `${name}@example.com`, avatar: null },
      role,
      joinedAt: '2026-11-01',
    },
  };
}

async function heldGroup() {
  const db = new HabitatDb(`test-${uuidv7()}`);
  await db.meta.put({ key: DEVICE_OWNER_KEY, value: ALICE });
  await db.groupRecords.bulkPut([
    {
      scope: SCOPE,
      kind: 'group',
      key: GROUP,
      data: sampleGroupInfo(GROUP, {
        settings: { ...sampleGroupInfo(GROUP).settings, allowMemberHabitCreation: false },
      }),
    },
    member(ALICE, 'Alice', 'owner'),
    member(BOB, 'Bob', 'member'),
  ]);
  return db;
}

const row = (db: HabitatDb, kind: GroupRecord['kind'], key: string) =>
  db.groupRecords.get([SCOPE, kind, key]);

describe("a group's writes on the device", () => {
  it('show a habit added, changed and removed at once, each queued in order', async () => {
    const db = await heldGroup();
    const id = uuidv7();
    await mutate(db, 'groupHabit.create', {
      id,
      workspaceId: GROUP,
      fields: { name: ' Walk ', color: '#AABBCC' },
    });
    expect((await row(db, 'habit', id))?.data).toMatchObject({
      name: 'Walk',
      color: '#aabbcc',
      createdBy: ALICE,
      adoptedBy: [],
      settings: { defaultTarget: { value: 1, unit: 'times' } },
    });
    await mutate(db, 'groupHabit.update', {
      id,
      workspaceId: GROUP,
      patch: { settings: { schedule: { days: [5, 1], reminderEnabled: false, reminderTime: '07:00' } } },
    });
    expect((await row(db, 'habit', id))?.data).toMatchObject({
      name: 'Walk',
      settings: { schedule: { days: [1, 5], reminderEnabled: false, reminderTime: null } },
    });
    await mutate(db, 'groupHabit.delete', { id, workspaceId: GROUP });
    expect(await row(db, 'habit', id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((queued) => queued.name)).toEqual([
      'groupHabit.create',
      'groupHabit.update',
      'groupHabit.delete',
    ]);
  });

  it("show the group's new settings, with both readings of public in step", async () => {
    const db = await heldGroup();
    await mutate(db, 'group.update', {
      workspaceId: GROUP,
      patch: { name: ' Dusk Walkers ', settings: { isPublic: true, allowMemberHabitCreation: true } },
    });
    expect((await row(db, 'group', GROUP))?.data).toMatchObject({
      name: 'Dusk Walkers',
      isPublic: true,
      settings: { isPublic: true, allowMemberHabitCreation: true, allowInvites: true },
    });
  });

  it('show a role given and a member removed', async () => {
    const db = await heldGroup();
    await mutate(db, 'member.setRole', { workspaceId: GROUP, memberId: BOB, role: 'admin' });
    expect((await row(db, 'member', BOB))?.data).toMatchObject({ role: 'admin' });
    await mutate(db, 'member.remove', { workspaceId: GROUP, memberId: BOB });
    expect(await row(db, 'member', BOB)).toBeUndefined();
    expect(await row(db, 'member', ALICE)).toBeDefined();
  });

  it('change nothing of a group the device does not hold, and still queue the write', async () => {
    const db = await heldGroup();
    const elsewhere = uuidv7();
    await mutate(db, 'groupHabit.create', { id: uuidv7(), workspaceId: elsewhere, fields: { name: 'Run' } });
    await mutate(db, 'group.update', { workspaceId: elsewhere, patch: { name: 'Night Owls' } });
    expect(await db.groupRecords.where('scope').equals(groupScope(elsewhere)).count()).toBe(0);
    expect(await db.outbox.count()).toBe(2);
  });
});
