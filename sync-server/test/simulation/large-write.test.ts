import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { mutate } from '@habitat/sync-client';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSimClient } from './sim-client';
import { useSimWorld } from './sim-world';

const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;

/** One write of `count` check-ins, in one version, as an import makes it. */
async function bulkWrite(habitId: string, count: number, completed: boolean) {
  const scope = `u:${scene.userId}`;
  await sql`
    with v as (update sync_scopes set version = version + 1 where scope_id = ${scope} returning version)
    insert into entries (habit_id, date, user_id, scope_id, version, completed, value, skipped, hlc, updated_at)
    select ${habitId}::uuid, date '2000-01-01' + n, ${scene.userId}::uuid, ${scope}, v.version, ${completed},
           ${completed ? 1 : 0}, false, '000001790000000000:00000:import', now()
    from v, generate_series(0, ${count - 1}) as n
    on conflict (habit_id, date) do update
      set completed = excluded.completed, value = excluded.value, version = excluded.version`.execute(
    scene.database.db,
  );
}

describe('a write larger than a page', () => {
  it('reaches a new device and an existing one whole, over pages cut inside its version', async () => {
    const phone = createSimClient(world, 'phone', 0);
    const habitId = uuidv7(world.now);
    await mutate(
      phone.db,
      'habit.create',
      { id: habitId, fields: { name: 'Read' } },
      { now: () => world.now },
    );
    await phone.engine.sync();

    await bulkWrite(habitId, 12_000, true);
    const laptop = createSimClient(world, 'laptop', 0);
    await laptop.engine.sync();
    expect(await laptop.db.entries.count()).toBe(12_000);

    await bulkWrite(habitId, 12_000, false);
    await phone.engine.sync();
    await laptop.engine.sync();
    for (const device of [phone, laptop]) {
      expect(await device.db.entries.count()).toBe(12_000);
      expect(await device.db.entries.filter((entry) => entry.completed).count()).toBe(0);
    }
  }, 60_000);
});
