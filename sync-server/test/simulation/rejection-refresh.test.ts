import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { mutate, mutateMany, readRejections } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { createSimClient, snapshot } from './sim-client';
import { useSimWorld } from './sim-world';

const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;

const now = () => world.now;

describe('a rejected mutation', () => {
  it('puts right only the rows it touched, not the whole account', async () => {
    const phone = createSimClient(world, 'phone', 0);
    const laptop = createSimClient(world, 'laptop', 0);
    const habitId = uuidv7(world.now);
    const otherId = uuidv7(world.now);
    await mutate(phone.db, 'habit.create', { id: habitId, fields: { name: 'Read' } }, { now });
    await mutate(phone.db, 'habit.create', { id: otherId, fields: { name: 'Stretch' } }, { now });
    const days = Array.from({ length: 600 }, (_, i) =>
      new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await mutateMany(
      phone.db,
      'entry.set',
      days.map((date) => ({ habitId, date, completed: true, value: 1 })),
      { now },
    );
    await phone.engine.sync();
    await laptop.engine.sync();

    // The laptop deletes a habit while the phone, offline, renames it: the rename is refused.
    await mutate(laptop.db, 'habit.delete', { id: otherId }, { now });
    await laptop.engine.sync();
    await mutate(phone.db, 'habit.update', { id: otherId, patch: { name: 'Stretch more' } }, { now });

    const before = phone.pulledRows;
    await phone.engine.sync();
    expect((await readRejections(phone.db)).map((r) => r.name)).toEqual(['habit.update']);
    // The deleted habit's tombstone, and the refused rename's row again: not the 600 check-ins.
    expect(phone.pulledRows - before).toBeLessThanOrEqual(2);
    expect(await snapshot(phone.db)).toEqual(await snapshot(laptop.db));
  });

  it('gives back the server’s copy of a row a refused change had altered', async () => {
    const phone = createSimClient(world, 'phone2', 0);
    await mutate(phone.db, 'preferences.save', { patch: { theme: 'dark' } }, { now });
    await phone.engine.sync();
    // A queued change the server refuses (an old app version queued an unknown zone).
    await phone.db.transaction('rw', phone.db.outbox, phone.db.preferences, async () => {
      const row = await phone.db.preferences.get('me');
      await phone.db.preferences.put({ ...(row as NonNullable<typeof row>), timezone: 'Mars/Olympus' });
      const last = await phone.db.outbox.orderBy('id').last();
      await phone.db.outbox.add({
        id: (last?.id ?? 1) + 1,
        name: 'preferences.save',
        args: { patch: { timezone: 'Mars/Olympus' } },
        hlc: `${String(world.now).padStart(15, '0')}:00000:${uuidv7()}`,
        createdAt: world.now,
      });
    });
    const meta = await phone.db.meta.get('sync');
    await phone.db.meta.put({ key: 'sync', value: { ...(meta?.value as object), nextMutationId: 3 } });
    await phone.engine.sync();
    expect((await phone.db.preferences.get('me'))?.timezone).toBe('UTC');
    expect((await phone.db.preferences.get('me'))?.theme).toBe('dark');
  });
});
