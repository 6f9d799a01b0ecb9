// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { User } from '@habitat/protocol';
import { mutate } from '@habitat/sync-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ONLY_OWNER, deviceOwner, localDb, setDeviceOwner, wipeLocalData } from '../data/database';
import { readAuth, writeAuth } from '../data/stored-auth';
import { readPreferences } from '../theme/preferences-store';
import { claimDevice, repairDeviceOnly, startDeviceOnly, unfinishedHandOver } from './device';

// The device's zone, as the browser reports it (Node reads TZ again when it changes).
process.env.TZ = 'America/Los_Angeles';

const account = { _id: 'account-a', email: 'a@example.com' } as User;

beforeEach(async () => {
  await wipeLocalData();
  localStorage.clear();
});

describe('startDeviceOnly', () => {
  it("records the device's zone through preferences.save, in the local row and the outbox", async () => {
    expect(await startDeviceOnly()).toEqual({ ok: true });
    const db = localDb();
    expect((await db.preferences.get('me'))?.timezone).toBe('America/Los_Angeles');
    const [queued] = await db.outbox.toArray();
    expect(queued?.name).toBe('preferences.save');
    expect(queued?.args).toMatchObject({ patch: { timezone: 'America/Los_Angeles' } });
  });

  it("does not inherit the last account's preferences, but keeps the device's theme", async () => {
    localStorage.setItem(
      'user_preferences',
      JSON.stringify({ timezone: 'Asia/Tokyo', weekStartsOn: 0, theme: 'dark' }),
    );
    await startDeviceOnly();
    expect(readPreferences().timezone).not.toBe('Asia/Tokyo');
    expect(readPreferences().weekStartsOn).not.toBe(0);
    const row = await localDb().preferences.get('me');
    expect(row?.timezone).toBe('America/Los_Angeles');
    expect(row?.weekStartsOn).not.toBe(0);
    expect(row?.theme).toBe('dark');
  });

  it('records the zone once: a second start does not queue it again', async () => {
    await startDeviceOnly();
    await startDeviceOnly();
    expect(await localDb().outbox.count()).toBe(1);
  });
});

describe('a sign-in stopped after the set-aside wipe', () => {
  it('writes owner, token and the hand-over record together: the next start finishes it', async () => {
    await startDeviceOnly();
    await claimDevice(account._id, 'token-a', 'set-aside', account);
    expect(await unfinishedHandOver()).toEqual({ token: 'token-a', user: account });
  });
});

describe('repairDeviceOnly', () => {
  it('makes the database device-only again and drops the account token, deleting nothing', async () => {
    await startDeviceOnly();
    const db = localDb();
    await mutate(db, 'habit.create', {
      id: '0190c0de-0000-7000-8000-000000000001',
      fields: { name: 'Read' },
    });
    // The state a kill leaves: owner and token of account A, no hand-over record.
    await setDeviceOwner(account._id);
    await writeAuth(db, { token: 'token-a', userId: account._id });
    expect(await unfinishedHandOver()).toBeNull();

    expect(await repairDeviceOnly()).toBe(true);
    expect(await deviceOwner()).toBe(DEVICE_ONLY_OWNER);
    expect(await readAuth(db)).toBeNull();
    expect(await db.habits.count()).toBe(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('leaves a consistent device-only database alone', async () => {
    await startDeviceOnly();
    expect(await repairDeviceOnly()).toBe(false);
    expect(await deviceOwner()).toBe(DEVICE_ONLY_OWNER);
  });
});
