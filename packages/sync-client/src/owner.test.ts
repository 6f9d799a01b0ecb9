import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import type { PullData } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { SyncEngine } from './engine';
import { mutate } from './mutations';
import { DEVICE_OWNER_KEY, NotThisPerson } from './owner';
import { checkPull } from './pulled-schema';
import type { PushOutcome, SyncTransport } from './transport';

async function deviceOf(owner: string | undefined) {
  const db = new HabitatDb(`test-${uuidv7()}`);
  if (owner) await db.meta.put({ key: DEVICE_OWNER_KEY, value: owner });
  return db;
}

/** Records what would have left the device, and answers like a server that took it all. */
function recordingTransport() {
  const pushed: { clientId: string; ids: number[] }[] = [];
  const transport: SyncTransport = {
    async push(body): Promise<PushOutcome> {
      pushed.push({ clientId: body.clientId, ids: body.mutations.map((m) => m.id) });
      const last = body.mutations.at(-1)?.id ?? 0;
      return {
        ok: {
          lastMutationId: last,
          results: body.mutations.map((m) => ({ id: m.id, status: 'ok' as const })),
          serverTime: 0,
        },
      };
    },
    async pull(): Promise<PullData> {
      return {
        lastMutationId: 0,
        cursors: {},
        reset: [],
        hasMore: false,
        changes: emptyChanges(),
        serverTime: 0,
      };
    },
    async time(clock) {
      const at = clock.now();
      return { serverTime: at, sentAt: at, receivedAt: at, roundTripMs: 1 };
    },
  };
  return { transport, pushed };
}

function emptyChanges(): PullData['changes'] {
  return { habits: [], entries: [], layouts: [], preferences: [], routines: [] };
}

const passThrough = <T>(_name: string, task: () => Promise<T>) => task();

describe('a write knows whose it is', () => {
  it('is stamped with the person the writing tab shows', async () => {
    const db = await deviceOf('alice');
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    expect((await db.outbox.toArray()).map((item) => item.owner)).toEqual(['alice']);
  });

  it("is refused, leaving nothing behind, once the device is someone else's", async () => {
    const db = await deviceOf('bob');
    const write = mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await expect(write).rejects.toBeInstanceOf(NotThisPerson);
    expect(await db.habits.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is refused on a device wiped for the next person and not yet theirs', async () => {
    const db = await deviceOf(undefined);
    const write = mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await expect(write).rejects.toBeInstanceOf(NotThisPerson);
  });
});

describe("the sync sends a person's changes only under their session", () => {
  it("pushes the owner's changes", async () => {
    const db = await deviceOf('alice');
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    const { transport, pushed } = recordingTransport();
    await new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull }).sync();
    expect(pushed.map((push) => push.ids)).toEqual([[1]]);
  });

  it("sends nothing when the device has become someone else's", async () => {
    const db = await deviceOf('alice');
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'bob' });
    const { transport, pushed } = recordingTransport();
    const sync = new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull }).sync();
    await expect(sync).rejects.toBeInstanceOf(NotThisPerson);
    expect(pushed).toEqual([]);
  });

  it("never carries another person's queued change under this person's token", async () => {
    const db = await deviceOf('alice');
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'bob' });
    const { transport, pushed } = recordingTransport();
    const sync = new SyncEngine(db, transport, { person: 'bob', lock: passThrough, checkPull }).sync();
    await expect(sync).rejects.toBeInstanceOf(NotThisPerson);
    expect(pushed).toEqual([]);
  });
});
