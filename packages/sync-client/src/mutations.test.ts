import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { readMeta, writeMeta } from './meta';
import { mutate, mutateMany } from './mutations';

async function withHabit() {
  const db = new HabitatDb(`test-${uuidv7()}`);
  const habitId = uuidv7();
  await mutate(db, 'habit.create', { id: habitId, fields: { name: 'Read' } });
  return { db, habitId };
}

describe('mutateMany', () => {
  it('stores every write and its outbox entry in one go, with ids and clocks in order', async () => {
    const { db, habitId } = await withHabit();
    const days = ['2026-11-16', '2026-11-17', '2026-11-18'];
    await mutateMany(
      db,
      'entry.set',
      days.map((date) => ({ habitId, date, completed: true, value: 1 })),
    );
    expect((await db.entries.toArray()).map((entry) => entry.date)).toEqual(days);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    const clocks = outbox.map((item) => item.hlc);
    expect([...clocks].sort()).toEqual(clocks);
    expect(new Set(clocks).size).toBe(4);
  });

  it('stores nothing when one of the writes is refused', async () => {
    const { db, habitId } = await withHabit();
    await expect(
      mutateMany(db, 'entry.set', [
        { habitId, date: '2026-11-16', completed: true, value: 1 },
        { habitId: uuidv7(), date: '2026-11-17', completed: true, value: 1 },
      ]),
    ).rejects.toThrow('Habit not found');
    expect(await db.entries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('a device clock that is wrong', () => {
  it("stamps a new habit with the server's time, so a clock a day ahead does not start it tomorrow", async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const day = 86_400_000;
    const deviceNow = Date.parse('2026-11-25T10:00:00Z');
    // The device runs a day ahead: the server's time is the device's minus a day.
    await writeMeta(db, { ...(await readMeta(db)), clockOffset: -day, clockMeasuredAt: deviceNow });
    const id = uuidv7();
    await mutate(db, 'habit.create', { id, fields: { name: 'Read' } }, { now: () => deviceNow });
    expect((await db.habits.get(id))?.createdAt).toBe('2026-11-24T10:00:00.000Z');
  });
});

describe('the shared text rule on this device', () => {
  it('refuses a change the server would refuse, before it is queued', async () => {
    const { db, habitId } = await withHabit();
    await expect(mutate(db, 'habit.update', { id: habitId, patch: { name: 'Re\u0000ad' } })).rejects.toThrow(
      'NUL character',
    );
    let deep: unknown = {};
    for (let i = 0; i < 20; i += 1) deep = [deep];
    await expect(mutate(db, 'layout.save', { key: 'dashboard', widgets: [deep] })).rejects.toThrow(
      'nested more than 10 levels',
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it('stores text in NFC and a time zone under its canonical name, as the server does', async () => {
    const { db, habitId } = await withHabit();
    await mutate(db, 'habit.update', { id: habitId, patch: { name: 'Cafe\u0301' } });
    await mutate(db, 'preferences.save', { patch: { timezone: 'US/Pacific-New' } });
    expect((await db.habits.get(habitId))?.name).toBe('Caf\u00e9');
    expect((await db.preferences.get('me'))?.timezone).toBe('America/Los_Angeles');
    const queued = await db.outbox.toArray();
    expect(queued.at(-1)?.args).toEqual({ patch: { timezone: 'America/Los_Angeles' } });
  });
});
