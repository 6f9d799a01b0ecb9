import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import type { GroupRecord, PullBody, PullData } from '@habitat/protocol';
import { sampleGroupInfo } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { SyncEngine } from './engine';
import { forgetGroupScope } from './group-records';
import { mutate } from './mutations';
import { DEVICE_OWNER_KEY } from './owner';
import { checkPull } from './pulled-schema';
import type { SyncTransport } from './transport';

/** A device keeps its groups as scopes of their own (issue 31), beside the person's own data. */

const passThrough = <T>(_name: string, task: () => Promise<T>) => task();
const ME = 'u:alice';
const GROUP = 'g:0190a000-0000-7000-8000-000000000001';
const OTHER = 'g:0190a000-0000-7000-8000-000000000002';

function reply(fields: Partial<PullData>): PullData {
  return {
    lastMutationId: 0,
    cursors: {},
    reset: [],
    hasMore: false,
    changes: { habits: [], entries: [], layouts: [], preferences: [], routines: [] },
    serverTime: 0,
    ...fields,
  };
}

function groupRow(scope: string, name: string): GroupRecord {
  return { scope, kind: 'group', key: scope.slice(2), data: sampleGroupInfo(scope.slice(2), { name }) };
}

/** A server that answers pulls from a script, recording what each asked. */
function scripted(replies: PullData[]) {
  const asked: PullBody[] = [];
  const transport: SyncTransport = {
    async push() {
      throw new Error('nothing to push');
    },
    async pull(body) {
      asked.push(body);
      const next = replies.shift();
      if (!next) throw new Error('no more replies');
      return next;
    },
    async time(clock) {
      const at = clock.now();
      return { serverTime: at, sentAt: at, receivedAt: at, roundTripMs: 1 };
    },
  };
  return { transport, asked };
}

async function device() {
  const db = new HabitatDb(`test-${uuidv7()}`);
  await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'alice' });
  return db;
}

const engineFor = (db: HabitatDb, transport: SyncTransport) =>
  new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull });

describe("a device's groups", () => {
  it("are asked for, written, and replaced by a group's reset without touching the person's own data", async () => {
    const db = await device();
    const { transport, asked } = scripted([
      reply({
        cursors: { [ME]: 3, [GROUP]: 5 },
        reset: [GROUP],
        groupRecords: [groupRow(GROUP, 'Dawn Walkers')],
      }),
      reply({
        cursors: { [ME]: 3, [GROUP]: 9 },
        reset: [GROUP],
        groupRecords: [groupRow(GROUP, 'Dusk Walkers')],
      }),
    ]);
    // The person's own data, as a first pull would have left it.
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await db.outbox.clear();
    const engine = engineFor(db, transport);
    await engine.sync();
    expect(asked[0]?.groups).toBe(true);
    expect((await db.groupRecords.toArray()).map((row) => row.data)).toMatchObject([
      { name: 'Dawn Walkers' },
    ]);

    await engine.sync();
    expect((await db.groupRecords.toArray()).map((row) => row.data)).toMatchObject([
      { name: 'Dusk Walkers' },
    ]);
    expect(await db.habits.count()).toBe(1);
  });

  it('lose a row that comes back as a tombstone, and the whole group when it is dropped', async () => {
    const db = await device();
    const member = (scope: string, id: string, name: string): GroupRecord => ({
      scope,
      kind: 'member',
      key: id,
      data: {
        userId: { _id: id, name, email: `${id}@example.com`, avatar: null },
        role: 'member',
        joinedAt: '',
      },
    });
    const { transport } = scripted([
      reply({
        cursors: { [ME]: 1, [GROUP]: 2, [OTHER]: 4 },
        reset: [GROUP, OTHER],
        groupRecords: [member(GROUP, 'bob', 'Bob'), member(GROUP, 'cy', 'Cy'), groupRow(OTHER, 'Book Club')],
      }),
      reply({
        cursors: { [ME]: 1, [GROUP]: 3 },
        dropped: [OTHER],
        groupRecords: [{ scope: GROUP, kind: 'member', key: 'cy', data: null }],
      }),
    ]);
    const engine = engineFor(db, transport);
    await engine.sync();
    expect(await db.groupRecords.count()).toBe(3);
    await engine.sync();
    expect((await db.groupRecords.toArray()).map((row) => [row.scope, row.key])).toEqual([[GROUP, 'bob']]);
    const meta = (await db.meta.get('sync'))?.value as { cursors: Record<string, number> };
    expect(meta.cursors).toEqual({ [ME]: 1, [GROUP]: 3 });
  });

  it('keep a row that fails its check as the device had it, and write the rest', async () => {
    const db = await device();
    const { transport } = scripted([
      reply({
        cursors: { [ME]: 1, [GROUP]: 2 },
        reset: [GROUP],
        groupRecords: [groupRow(GROUP, 'Dawn Walkers')],
      }),
      reply({
        cursors: { [ME]: 1, [GROUP]: 3 },
        reset: [GROUP],
        groupRecords: [{ ...groupRow(GROUP, 'Broken'), data: { name: 42 } } as unknown as GroupRecord],
      }),
    ]);
    const refused: unknown[] = [];
    const engine = new SyncEngine(db, transport, {
      person: 'alice',
      lock: passThrough,
      checkPull,
      onRefusedRows: (rows) => refused.push(...rows),
    });
    await engine.sync();
    await engine.sync();
    expect(refused).toHaveLength(1);
    expect((await db.groupRecords.toArray()).map((row) => row.data)).toMatchObject([
      { name: 'Dawn Walkers' },
    ]);
  });

  it("gather a reset's pages whole, continuing a group's reset that a later page began", async () => {
    const db = await device();
    // A copy of the person's own data exists: a reset of a group is gathered before it is written.
    await db.meta.put({
      key: 'sync',
      value: {
        clientId: uuidv7(),
        nextMutationId: 1,
        pushedThrough: 0,
        cursors: { [ME]: 1 },
        lastHlc: null,
        clockOffset: 0,
        recordsVersion: 5,
      },
    });
    const { transport, asked } = scripted([
      reply({
        cursors: { [ME]: 1, [GROUP]: 2 },
        reset: [GROUP],
        hasMore: true,
        groupRecords: [groupRow(GROUP, 'Dawn Walkers')],
      }),
      reply({
        cursors: { [ME]: 1, [GROUP]: 4, [OTHER]: 7 },
        reset: [OTHER],
        groupRecords: [groupRow(OTHER, 'Book Club')],
      }),
    ]);
    await engineFor(db, transport).sync();
    expect(asked[1]?.resetting).toEqual([GROUP]);
    expect(await db.groupRecords.count()).toBe(2);
  });

  it("lose a group the server no longer counts among the person's, though it did not name it (a lost cursor)", async () => {
    const db = await device();
    const { transport } = scripted([
      reply({
        cursors: { [ME]: 1, [GROUP]: 2, [OTHER]: 3 },
        reset: [GROUP, OTHER],
        groupRecords: [groupRow(GROUP, 'Dawn Walkers'), groupRow(OTHER, 'Book Club')],
      }),
      // The device started over: it sent no cursors, and the server answers for the groups it has.
      reply({ cursors: { [ME]: 1, [GROUP]: 2 }, groupRecords: [] }),
    ]);
    const engine = engineFor(db, transport);
    await engine.sync();
    await engine.sync();
    expect((await db.groupRecords.toArray()).map((row) => row.scope)).toEqual([GROUP]);
  });

  it('lose a group the person left at once, cursor and all, so coming back pulls it whole', async () => {
    const db = await device();
    const { transport, asked } = scripted([
      reply({
        cursors: { [ME]: 1, [GROUP]: 2, [OTHER]: 3 },
        reset: [GROUP, OTHER],
        groupRecords: [groupRow(GROUP, 'Dawn Walkers'), groupRow(OTHER, 'Book Club')],
      }),
      reply({ cursors: { [ME]: 1, [OTHER]: 3 }, groupRecords: [] }),
    ]);
    const engine = engineFor(db, transport);
    await engine.sync();
    await forgetGroupScope(db, GROUP.slice(2));
    expect((await db.groupRecords.toArray()).map((row) => row.scope)).toEqual([OTHER]);
    await engine.sync();
    expect(asked[1]?.cursors).toEqual({ [ME]: 1, [OTHER]: 3 });
  });
});
