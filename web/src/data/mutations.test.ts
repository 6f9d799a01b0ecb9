import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
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
