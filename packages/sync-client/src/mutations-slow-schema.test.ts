import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HabitatDb } from './db';
import { mutate } from './mutations';

// The schema check's code is still downloading: a cold start on a slow link, a tap in its first
// moments. It arrives only when the test lets it.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./mutation-schema', async () => {
  await arrival.arrived;
  return { matchesMutationSchema: () => true };
});
afterAll(() => arrival.arrive());

describe('a write while the schema check is still downloading', () => {
  it('is in the database at once, not held until the code arrives (a page closed meanwhile lost it)', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const habitId = uuidv7();
    await mutate(db, 'habit.create', { id: habitId, fields: { name: 'Read' } });
    await mutate(db, 'preferences.save', { patch: { theme: 'dark' } });
    expect((await db.preferences.get('me'))?.theme).toBe('dark');
    expect((await db.outbox.toArray()).map((item) => item.name)).toEqual([
      'habit.create',
      'preferences.save',
    ]);
    // The plain rules still hold while it downloads.
    await expect(mutate(db, 'habit.update', { id: habitId, patch: { name: 'Re\u0000ad' } })).rejects.toThrow(
      'NUL character',
    );
  });
});
