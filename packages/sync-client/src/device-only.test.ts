import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { carriedMutations, handOverOutbox } from './device-only';
import { readMeta } from './meta';
import { mutate } from './mutations';

async function deviceWithWork() {
  const db = new HabitatDb(`test-${uuidv7()}`);
  const habitId = uuidv7();
  await mutate(db, 'preferences.save', { patch: { weekStartsOn: 1 } });
  await mutate(db, 'habit.create', { id: habitId, fields: { name: 'Read' } });
  await mutate(db, 'layout.save', { key: 'dashboard', widgets: [] });
  await mutate(db, 'entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 });
  await mutate(db, 'habit.update', { id: habitId, patch: { name: 'Read 20 pages' } });
  return { db, habitId };
}

describe('carriedMutations', () => {
  it('keeps every change for a new account, numbered from 1', async () => {
    const { db } = await deviceWithWork();
    const items = await db.outbox.toArray();
    const carried = carriedMutations(items, 'everything');
    expect(carried.map((item) => item.name)).toEqual(items.map((item) => item.name));
    expect(carried.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps only habits and check-ins for an existing account, in order and without a gap', async () => {
    const { db } = await deviceWithWork();
    const carried = carriedMutations(await db.outbox.toArray(), 'records');
    expect(carried.map((item) => item.name)).toEqual(['habit.create', 'entry.set', 'habit.update']);
    expect(carried.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("keeps a day's note and a habit's pauses for an existing account (issue 30)", async () => {
    const { db, habitId } = await deviceWithWork();
    await mutate(db, 'entry.note', { habitId, date: '2026-11-20', note: 'Ran in the rain' });
    await mutate(db, 'habit.pause', {
      id: habitId,
      pauses: { ill: { kind: 'span', from: '2026-11-21', until: '2026-11-23' } },
    });
    const carried = carriedMutations(await db.outbox.toArray(), 'records');
    expect(carried.map((item) => item.name)).toEqual([
      'habit.create',
      'entry.set',
      'habit.update',
      'entry.note',
      'habit.pause',
    ]);
  });
});

describe('handOverOutbox', () => {
  it('rewrites the outbox and the sync position of a device that never synced', async () => {
    const { db } = await deviceWithWork();
    const before = await readMeta(db);
    expect(await handOverOutbox(db, 'records')).toBe(3);
    const meta = await readMeta(db);
    expect(meta.clientId).toBe(before.clientId);
    expect(meta.pushedThrough).toBe(0);
    expect(meta.nextMutationId).toBe(4);
    expect((await db.outbox.toArray()).map((item) => item.id)).toEqual([1, 2, 3]);
    // The next write follows on from the kept ones.
    expect(await mutate(db, 'preferences.save', { patch: { theme: 'dark' } })).toBe(4);
  });

  it('keeps the local habits and check-ins themselves', async () => {
    const { db, habitId } = await deviceWithWork();
    await handOverOutbox(db, 'records');
    expect((await db.habits.get(habitId))?.name).toBe('Read 20 pages');
    expect(await db.entries.count()).toBe(1);
  });

  it('is safe to run again (a reload in the middle of handing over)', async () => {
    const { db } = await deviceWithWork();
    await handOverOutbox(db, 'everything');
    expect(await handOverOutbox(db, 'everything')).toBe(5);
    expect((await db.outbox.toArray()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
