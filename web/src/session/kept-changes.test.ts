// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { User } from '@habitat/protocol';
import { mutate } from '@habitat/sync-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceOwner, localDb, wipeLocalData } from '../data/database';
import { changesKeptFor, dropKeptChanges } from '../data/set-aside';
import { claimDevice, startDeviceOnly, takeDeviceFor } from './device';
import { keptNoticeText, sentNoticeText } from './kept-changes';

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
    expect(await claimDevice(bob._id, 'bob-token', undefined, bob)).toBeNull();
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
    const waiting = await claimDevice(bob._id, 'bob-token', undefined, bob);
    expect(waiting).toEqual({ count: 1, ownerName: 'Alice Adams' });
    const [kept] = await changesKeptFor(alice._id);
    expect(kept?.mutations.map((m) => m.name)).toEqual(['habit.create']);
    expect(await changesKeptFor(bob._id)).toEqual([]);
    // The device is Bob's, with nothing of Alice's in its outbox.
    expect(await localDb().outbox.count()).toBe(0);
  });

  it("keeps the same person's unsent changes in place", async () => {
    await aliceWithAQueuedCheckIn();
    expect(await claimDevice(alice._id, 'alice-new-token', undefined, alice)).toBeNull();
    expect(await localDb().outbox.count()).toBe(1);
    expect(await changesKeptFor(alice._id)).toEqual([]);
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
