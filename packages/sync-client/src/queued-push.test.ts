import 'fake-indexeddb/auto';
import { type Hlc, uuidv7 } from '@habitat/domain';
import type { PushBody } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { HabitatDb, type OutboxItem } from './db';
import { mutate } from './mutations';
import { DEVICE_OWNER_KEY, NoOneToWriteFor } from './owner';
import {
  groupByOwner,
  pushQueued,
  type QueuedChanges,
  takeUnpushed,
  takeUnpushedForHandOver,
} from './queued-push';
import type { PushOutcome, SyncTransport } from './transport';

const hlc = (n: number) => `hlc-${n}` as Hlc;

function queued(ids: number[], clientId = 'client-a'): QueuedChanges {
  return {
    owner: 'alice',
    clientId,
    mutations: ids.map((id) => ({ id, name: 'entry.set', args: { n: id }, hlc: hlc(id) })),
  };
}

/**
 * A server's push route in miniature: per client, the ids applied in order; a repeat is skipped,
 * a gap answered with the id it expects.
 */
function serverLike(taken: Record<string, number> = {}) {
  const applied = new Map<string, { id: number; args: unknown }[]>();
  const bodies: PushBody[] = [];
  const transport: SyncTransport = {
    async push(body): Promise<PushOutcome> {
      bodies.push(body);
      const first = body.mutations[0]?.id ?? 0;
      if (taken[body.clientId] !== undefined) return { taken: taken[body.clientId] as number };
      const log = applied.get(body.clientId) ?? [];
      const last = log.at(-1)?.id ?? 0;
      if (first > last + 1) return { gap: last + 1 };
      for (const mutation of body.mutations) {
        if (mutation.id <= (log.at(-1)?.id ?? 0)) continue;
        log.push({ id: mutation.id, args: mutation.args });
      }
      applied.set(body.clientId, log);
      const through = log.at(-1)?.id ?? 0;
      return { ok: { lastMutationId: through, results: [], serverTime: 0 } };
    },
    pull: () => Promise.reject(new Error('not used')),
    time: () => Promise.reject(new Error('not used')),
  };
  return { transport, applied, bodies };
}

describe('pushQueued', () => {
  it('sends kept changes under their own client id, in batches', async () => {
    const server = serverLike();
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    await pushQueued(server.transport, queued(ids), uuidv7);
    expect(server.applied.get('client-a')?.map((m) => m.id)).toEqual(ids);
    expect(server.bodies.map((body) => body.mutations.length)).toEqual([100, 50]);
  });

  it('applies each change once when it is sent twice (a push that outlived its wait)', async () => {
    const server = serverLike();
    await pushQueued(server.transport, queued([1, 2, 3]), uuidv7);
    await pushQueued(server.transport, queued([1, 2, 3]), uuidv7);
    expect(server.applied.get('client-a')?.map((m) => m.args)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('follows on from where the server is when ids were skipped', async () => {
    const server = serverLike();
    await pushQueued(server.transport, queued([4, 5]), uuidv7);
    expect(server.applied.get('client-a')?.map((m) => m.args)).toEqual([{ n: 4 }, { n: 5 }]);
  });

  it('takes a new client id when another device has this one', async () => {
    const server = serverLike({ 'client-a': 1 });
    await pushQueued(server.transport, queued([1, 2]), () => 'client-b');
    expect(server.applied.get('client-b')?.map((m) => m.args)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('saves the fresh client id and new numbers before sending under them', async () => {
    const server = serverLike({ 'client-a': 2 });
    const saved: QueuedChanges[] = [];
    const push = server.transport.push.bind(server.transport);
    // Whatever goes out under the new id must already be stored: a later re-send of the kept
    // record then repeats the same id and numbers, which the server skips.
    server.transport.push = async (body) => {
      if (body.clientId !== 'client-a') {
        expect(saved.at(-1)).toEqual({ owner: 'alice', clientId: body.clientId, mutations: body.mutations });
      }
      return push(body);
    };
    await pushQueued(
      server.transport,
      queued([1, 2, 3]),
      () => 'client-b',
      async (rest) => {
        saved.push(rest);
      },
    );
    expect(saved.map((rest) => [rest.clientId, rest.mutations.map((m) => m.id)])).toEqual([
      ['client-b', [1, 2]],
    ]);
    const again = saved.at(-1) as QueuedChanges;
    await pushQueued(server.transport, again, () => 'client-c');
    expect(server.applied.get('client-b')?.map((m) => m.args)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(server.applied.has('client-c')).toBe(false);
  });

  it('saves the renumbered changes after a gap', async () => {
    const server = serverLike();
    await pushQueued(server.transport, queued([1]), uuidv7);
    const saved: QueuedChanges[] = [];
    await pushQueued(server.transport, queued([5, 6]), uuidv7, async (rest) => {
      saved.push(rest);
    });
    expect(saved.map((rest) => rest.mutations.map((m) => m.id))).toEqual([[2, 3]]);
  });

  it('throws what the transport throws, so nothing counts as sent', async () => {
    const failing: SyncTransport = {
      push: () => Promise.reject(new Error('No connection')),
      pull: () => Promise.reject(new Error('not used')),
      time: () => Promise.reject(new Error('not used')),
    };
    await expect(pushQueued(failing, queued([1]), uuidv7)).rejects.toThrow('No connection');
  });
});

describe('takeUnpushedForHandOver', () => {
  it('marks the device as changing hands with the copy, so no later write escapes it', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'alice' });
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    // A row queued before owners were stamped is the leaving owner's, not the marker's.
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Run' } });
    await db.outbox
      .where('id')
      .equals(2)
      .modify((item) => {
        delete item.owner;
      });
    const taken = await takeUnpushedForHandOver(db);
    expect(taken.map((group) => [group.owner, group.mutations.map((m) => m.id)])).toEqual([
      ['alice', [1, 2]],
    ]);
    expect((await db.meta.get(DEVICE_OWNER_KEY))?.value).toBe('leaving:alice');
    // With or without the writing person, nothing more is taken until the wipe.
    const named = mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Late' } }, { owner: 'alice' });
    await expect(named).rejects.toBeInstanceOf(NoOneToWriteFor);
    const unnamed = mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Late' } });
    await expect(unnamed).rejects.toBeInstanceOf(NoOneToWriteFor);
    expect(await db.outbox.count()).toBe(2);
    // Taken up again after a stop halfway: still the first owner's.
    const again = await takeUnpushedForHandOver(db);
    expect(again.map((group) => group.owner)).toEqual(['alice']);
    expect((await takeUnpushed(db)).map((group) => group.owner)).toEqual(['alice']);
  });
});

describe('takeUnpushed and groupByOwner', () => {
  it('takes what the device has not pushed, under its owner and client id', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'alice' });
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    const [taken, ...rest] = await takeUnpushed(db);
    expect(rest).toEqual([]);
    expect(taken?.owner).toBe('alice');
    expect(taken?.mutations.map((m) => m.id)).toEqual([1]);
  });

  it("keeps each person's changes apart, and a row without owner is the device owner's", () => {
    const item = (id: number, owner?: string): OutboxItem => ({
      id,
      name: 'entry.set',
      args: {},
      hlc: hlc(id),
      createdAt: 0,
      ...(owner ? { owner } : {}),
    });
    const groups = groupByOwner([item(3, 'bob'), item(1), item(2, 'alice')], 'alice', 'client-a');
    expect(groups.map((group) => [group.owner, group.mutations.map((m) => m.id)])).toEqual([
      ['alice', [1, 2]],
      ['bob', [3]],
    ]);
    expect(groupByOwner([item(1)], undefined, 'client-a')).toEqual([]);
  });
});
