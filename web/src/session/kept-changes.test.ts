// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { User } from '@habitat/protocol';
import { httpTransport, mutate, NoOneToWriteFor } from '@habitat/sync-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceOwner, localDb, wipeLocalData } from '../data/database';
import { changesKeptFor, dropKeptChanges, keepChanges } from '../data/set-aside';
import { setWritingPerson } from '../data/writing-person';
import { claimDevice, keepUnsentOfLastOwner, startDeviceOnly, takeDeviceFor } from './device';
import { type GiveUp, sendChangesKeptFor } from './kept-changes';
import { keptNoticeText, sentNoticeText } from './kept-notice';

/** The wait for the last owner's changes never runs out by itself: each test ends it, or the push does. */
const never: GiveUp = () => new Promise<void>(() => {});

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A server whose push is held open until the test lets it answer (the answer is a lost connection). */
function serverHoldingPushes() {
  const arrived = deferred();
  const answer = deferred();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      arrived.resolve();
      await answer.promise;
      throw new TypeError('Failed to fetch');
    }),
  );
  return { arrived: arrived.promise, answer: () => answer.resolve() };
}

const alice = { _id: 'account-alice', name: 'Alice Adams', email: 'a@example.com' } as User;
const bob = { _id: 'account-bob', name: 'Bob Brown', email: 'b@example.com' } as User;

async function aliceWithAQueuedCheckIn() {
  await claimDevice(alice._id, 'alice-token', undefined, alice);
  await mutate(
    localDb(),
    'habit.create',
    { id: crypto.randomUUID(), fields: { name: 'Read' } },
    { owner: alice._id },
  );
}

/** A token the app reads as issued to `sub` (its signature is the server's business). */
function jwt(sub: string): string {
  return `header.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
}

/** A server that takes every push, and the bearer tokens it was sent under. */
function serverTakingPushes() {
  const tokens: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      tokens.push((init.headers as Record<string, string>).authorization ?? '');
      const body = JSON.parse(String(init.body)) as { mutations: { id: number }[] };
      const last = body.mutations.at(-1)?.id ?? 0;
      return Response.json({ success: true, data: { lastMutationId: last, results: [] } });
    }),
  );
  return tokens;
}

beforeEach(async () => {
  await wipeLocalData();
  localStorage.clear();
  for (const kept of [...(await changesKeptFor(alice._id)), ...(await changesKeptFor(bob._id))]) {
    await dropKeptChanges(kept.id);
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('another person signing in', () => {
  it("sends the last owner's unsent change under the last owner's session first", async () => {
    await aliceWithAQueuedCheckIn();
    const tokens = serverTakingPushes();
    expect(await claimDevice(bob._id, 'bob-token', undefined, bob, never)).toBeNull();
    expect(tokens).toEqual(['Bearer alice-token']);
    expect(await changesKeptFor(alice._id)).toEqual([]);
    expect(await deviceOwner()).toBe(bob._id);
  });

  it('keeps it aside under its owner when it cannot go, and says whose it is', async () => {
    await aliceWithAQueuedCheckIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const waiting = await claimDevice(bob._id, 'bob-token', undefined, bob, never);
    expect(waiting).toEqual({ count: 1, ownerName: 'Alice Adams' });
    const [kept] = await changesKeptFor(alice._id);
    expect(kept?.mutations.map((m) => m.name)).toEqual(['habit.create']);
    expect(await changesKeptFor(bob._id)).toEqual([]);
    // The device is Bob's, with nothing of Alice's in its outbox.
    expect(await localDb().outbox.count()).toBe(0);
  });

  it("keeps the same person's unsent changes in place", async () => {
    await aliceWithAQueuedCheckIn();
    expect(await claimDevice(alice._id, 'alice-new-token', undefined, alice, never)).toBeNull();
    expect(await localDb().outbox.count()).toBe(1);
    expect(await changesKeptFor(alice._id)).toEqual([]);
  });
});

describe('a write made while the device changes hands', () => {
  it('is refused and said, never queued and then wiped, while the last push is still waiting', async () => {
    await aliceWithAQueuedCheckIn();
    const server = serverHoldingPushes();
    const giveUp = deferred();
    const claiming = claimDevice(bob._id, 'bob-token', undefined, bob, () => giveUp.promise);
    await server.arrived;
    // Alice's tab still shows Alice: her check-in now would be in neither the kept copy nor Bob's data.
    const late = mutate(
      localDb(),
      'habit.create',
      { id: crypto.randomUUID(), fields: { name: 'Late' } },
      {
        owner: alice._id,
      },
    );
    await expect(late).rejects.toBeInstanceOf(NoOneToWriteFor);
    giveUp.resolve();
    expect(await claiming).toEqual({ count: 1, ownerName: 'Alice Adams' });
    server.answer();
    const kept = await changesKeptFor(alice._id);
    expect(
      kept.flatMap((batch) =>
        batch.mutations.map((m) => (m.args as { fields: { name: string } }).fields.name),
      ),
    ).toEqual(['Read']);
    expect(await localDb().outbox.count()).toBe(0);
  });

  it('is refused once the tab shows nobody, not stamped with the leaving owner', async () => {
    await aliceWithAQueuedCheckIn();
    const { mutateLocal } = await import('../data/mutations');
    setWritingPerson(null);
    try {
      const write = mutateLocal('habit.create', { id: crypto.randomUUID(), fields: { name: 'Late' } });
      await expect(write).rejects.toBeInstanceOf(NoOneToWriteFor);
    } finally {
      setWritingPerson(alice._id);
    }
    expect(await localDb().outbox.count()).toBe(1);
  });

  it('a sign-out that stopped halfway gives the device back to its still signed-in owner', async () => {
    await aliceWithAQueuedCheckIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await keepUnsentOfLastOwner(never);
    expect(await deviceOwner()).toBe(`leaving:${alice._id}`);
    expect(await takeDeviceFor(alice, 'alice-token')).toBeNull();
    expect(await deviceOwner()).toBe(alice._id);
    expect(await localDb().outbox.count()).toBe(1);
  });
});

describe('changes kept aside, sent later', () => {
  it('keep the fresh client id they were sent under, so a second send is not applied twice', async () => {
    await keepChanges({
      id: 'kept-1',
      owner: alice._id,
      clientId: 'client-old',
      ownerName: 'Alice Adams',
      keptAt: new Date().toISOString(),
      mutations: [
        { id: 1, name: 'habit.create', args: { id: 'h1', fields: { name: 'Read' } }, hlc: 'hlc-1' as never },
      ],
    });
    // The old id belongs to another device now; the push under the new one gets no answer.
    const sentUnder: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { clientId } = JSON.parse(String(init.body)) as { clientId: string };
        sentUnder.push(clientId);
        if (clientId === 'client-old') return Response.json({ success: false, takenId: 1 }, { status: 409 });
        throw new TypeError('Failed to fetch');
      }),
    );
    const transport = httpTransport({ token: () => 'alice-token' });
    const passThrough = <T>(_name: string, task: () => Promise<T>) => task();
    const outcome = await sendChangesKeptFor(alice._id, transport, passThrough);
    expect(outcome.sent).toBe(0);
    expect(outcome.failure).toBeTruthy();
    const [kept] = await changesKeptFor(alice._id);
    expect(kept?.clientId).not.toBe('client-old');
    expect(kept?.clientId).toBe(sentUnder.at(-1));
  });
});

describe('sending kept batches with the sync', () => {
  const batch = (id: string, clientId: string, keptAt: string) => ({
    id,
    owner: alice._id,
    clientId,
    ownerName: 'Alice Adams',
    keptAt,
    mutations: [
      { id: 1, name: 'habit.create' as const, args: { id, fields: { name: id } }, hlc: 'hlc-1' as never },
    ],
  });

  it("holds the engine's lock, and a batch that keeps failing leaves the others to go", async () => {
    await keepChanges(batch('kept-a', 'client-a', '2026-11-01T00:00:00.000Z'));
    await keepChanges(batch('kept-b', 'client-b', '2026-11-02T00:00:00.000Z'));
    let held = false;
    const sentWhileHeld: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sentWhileHeld.push(held);
        const { clientId } = JSON.parse(String(init.body)) as { clientId: string };
        if (clientId === 'client-a')
          return Response.json({ success: false, error: 'Broken' }, { status: 500 });
        return Response.json({ success: true, data: { lastMutationId: 1, results: [], serverTime: 0 } });
      }),
    );
    const names: string[] = [];
    const lock = async <T>(name: string, task: () => Promise<T>) => {
      names.push(name);
      held = true;
      try {
        return await task();
      } finally {
        held = false;
      }
    };
    const outcome = await sendChangesKeptFor(alice._id, httpTransport({ token: () => 'alice-token' }), lock);
    expect(names).toEqual(['habitat-sync']);
    expect(sentWhileHeld).toEqual([true, true]);
    expect(outcome.sent).toBe(1);
    expect(String(outcome.failure)).toContain('Broken');
    expect((await changesKeptFor(alice._id)).map((kept) => kept.id)).toEqual(['kept-a']);
  });
});

describe('a session found in storage at start', () => {
  it('takes an unowned device as it stands', async () => {
    await mutate(localDb(), 'habit.create', { id: crypto.randomUUID(), fields: { name: 'Read' } });
    expect(await takeDeviceFor(bob, 'bob-token')).toBeNull();
    expect(await deviceOwner()).toBe(bob._id);
    expect(await localDb().outbox.count()).toBe(1);
  });

  it("on another account's device, keeps that account's unsent change aside before taking it", async () => {
    await aliceWithAQueuedCheckIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await takeDeviceFor(bob, 'bob-token')).toEqual({ count: 1, ownerName: 'Alice Adams' });
    expect(await deviceOwner()).toBe(bob._id);
    expect(await changesKeptFor(alice._id)).toHaveLength(1);
  });

  it("never sends the last owner's change under a token issued to someone else, whatever the stored user says", async () => {
    // Alice's change waits; her own copied session has ended. Storage now holds Bob's token
    // beside a stale user naming Alice (as an older build could leave it).
    const alices = jwt(alice._id);
    await claimDevice(alice._id, alices, undefined, alice);
    await mutate(
      localDb(),
      'habit.create',
      { id: crypto.randomUUID(), fields: { name: 'Read' } },
      { owner: alice._id },
    );
    const bobs = jwt(bob._id);
    localStorage.setItem('token', bobs);
    localStorage.setItem('user', JSON.stringify(alice));
    const tokens: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        tokens.push((init.headers as Record<string, string>).authorization ?? '');
        return Response.json({ success: false, error: 'Session expired' }, { status: 401 });
      }),
    );
    expect(await takeDeviceFor(bob, bobs)).toEqual({ count: 1, ownerName: 'Alice Adams' });
    // Tried under Alice's own session only; kept aside for her when that failed.
    expect(tokens).toEqual([`Bearer ${alices}`]);
    expect(await changesKeptFor(alice._id)).toHaveLength(1);
    expect(await deviceOwner()).toBe(bob._id);
  });

  it('leaves a device used without an account to its own rules', async () => {
    await startDeviceOnly();
    expect(await takeDeviceFor(bob, 'bob-token')).toBeNull();
    expect(await deviceOwner()).toBe('device-only');
  });
});

describe('notices', () => {
  it('say how many, whose, and when they go', () => {
    expect(keptNoticeText({ count: 1, ownerName: 'Alice Adams' }, false)).toBe(
      '1 change made here by Alice Adams has not reached the server yet. It is kept on this device and will be sent when Alice Adams signs in here again.',
    );
    expect(keptNoticeText({ count: 3, ownerName: 'Alice Adams' }, true)).toBe(
      '3 changes have not reached the server yet. They are kept on this device and will be sent when you sign in here again.',
    );
    expect(sentNoticeText(2)).toBe('2 changes kept on this device have reached the server.');
  });
});
