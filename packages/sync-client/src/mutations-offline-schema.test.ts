import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it, vi } from 'vitest';
import { HabitatDb } from './db';
import { mutate } from './mutations';

// The schema's chunk cannot be fetched: the network dropped before it ever arrived.
vi.mock('./mutation-schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a write while the schema check cannot be loaded', () => {
  it('is kept and queued, checked by the plain rules, for the server to check in full', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const habitId = uuidv7();
    await mutate(db, 'habit.create', { id: habitId, fields: { name: 'Read' } });
    await mutate(db, 'entry.set', { habitId, date: '2026-11-27', completed: true, value: 1 });
    expect((await db.entries.toArray()).map((entry) => entry.date)).toEqual(['2026-11-27']);
    expect((await db.outbox.toArray()).map((item) => item.name)).toEqual(['habit.create', 'entry.set']);
    // The plain rules still hold: a check-in of a habit that is not there is refused.
    await expect(
      mutate(db, 'entry.set', { habitId: uuidv7(), date: '2026-11-27', completed: true, value: 1 }),
    ).rejects.toThrow('Habit not found');
  });
});
