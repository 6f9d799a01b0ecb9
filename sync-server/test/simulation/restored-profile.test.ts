import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { mutate, readMeta } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { createSimClient, type SimClient, snapshot } from './sim-client';
import { useSimWorld } from './sim-world';

const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;

/** A copy of a device's whole database, as a backup restored on another machine would give. */
async function restoreInto(target: SimClient, source: SimClient) {
  for (const table of source.db.tables) {
    await target.db.table(table.name).bulkPut(await table.toArray());
  }
}

const check = (client: SimClient, habitId: string, date: string) =>
  mutate(client.db, 'entry.set', { habitId, date, completed: true, value: 1 }, { now: () => world.now });

describe('a browser profile restored from another device’s backup', () => {
  it('keeps both devices’ changes: the copy takes a new client id instead of losing its queue', async () => {
    const laptop = createSimClient(world, 'laptop', 0);
    const habitId = uuidv7(world.now);
    await mutate(
      laptop.db,
      'habit.create',
      { id: habitId, fields: { name: 'Read' } },
      { now: () => world.now },
    );
    await laptop.engine.sync();

    const restored = createSimClient(world, 'restored', 0);
    await restoreInto(restored, laptop);
    expect((await readMeta(restored.db)).clientId).toBe((await readMeta(laptop.db)).clientId);

    // Both go on under the same client id: the laptop's next ids are the copy's next ids too.
    world.now += 1000;
    await check(laptop, habitId, '2026-11-22');
    await check(laptop, habitId, '2026-11-23');
    await laptop.engine.sync();
    await check(restored, habitId, '2026-11-20');
    await check(restored, habitId, '2026-11-21');
    await restored.engine.sync();
    await laptop.engine.sync();

    const server = await scene.database.db.selectFrom('entries').select('date').orderBy('date').execute();
    expect(server.map((row) => String(row.date).slice(0, 10))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect((await readMeta(restored.db)).clientId).not.toBe((await readMeta(laptop.db)).clientId);
    expect(await restored.db.outbox.count()).toBe(0);
    expect(await snapshot(restored.db)).toEqual(await snapshot(laptop.db));
    // Keeps working under the new id.
    await check(restored, habitId, '2026-11-24');
    await restored.engine.sync();
    expect(await scene.database.db.selectFrom('entries').select('date').execute()).toHaveLength(5);
  });

  it('keeps the changes of a copy that synced before it wrote anything', async () => {
    const laptop = createSimClient(world, 'laptop-2', 0);
    const habitId = uuidv7(world.now);
    await mutate(
      laptop.db,
      'habit.create',
      { id: habitId, fields: { name: 'Run' } },
      { now: () => world.now },
    );
    await laptop.engine.sync();

    const restored = createSimClient(world, 'restored-2', 0);
    await restoreInto(restored, laptop);
    // The laptop goes on; the copy opens and syncs first, learning of ids it never made.
    world.now += 1000;
    await check(laptop, habitId, '2026-10-01');
    await check(laptop, habitId, '2026-10-02');
    await laptop.engine.sync();
    await restored.engine.sync();
    expect((await readMeta(restored.db)).clientId).not.toBe((await readMeta(laptop.db)).clientId);
    await check(restored, habitId, '2026-10-03');
    await restored.engine.sync();
    await laptop.engine.sync();

    const dates = await scene.database.db
      .selectFrom('entries')
      .select('date')
      .where('habit_id', '=', habitId)
      .orderBy('date')
      .execute();
    expect(dates.map((row) => row.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(await restored.db.outbox.count()).toBe(0);
    expect(await snapshot(restored.db)).toEqual(await snapshot(laptop.db));
  });
});
