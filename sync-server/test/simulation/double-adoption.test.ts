import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { adoptionArgs, type GroupHabit } from '@habitat/protocol';
import { mutate } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { createSimClient, type SimClient, snapshot } from './sim-client';
import { useSimWorld } from './sim-world';

const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;

async function rest(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await world.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${world.token}` },
    ...(payload ? { payload } : {}),
  });
  return response.json();
}

const live = (state: Awaited<ReturnType<typeof snapshot>>) => ({
  habits: state.habits.filter((habit) => !habit.deletedAt),
  entries: state.entries,
});

describe('one group habit adopted on two offline devices', () => {
  it('ends as one adopted habit holding the check-ins of both', async () => {
    const { workspace } = await rest('POST', '/api/workspaces', { name: 'Runners' });
    const { habit: groupHabit } = (await rest('POST', `/api/workspaces/${workspace._id}/habits`, {
      name: 'Run',
    })) as { habit: GroupHabit };
    const phone = createSimClient(world, 'phone', 0);
    const laptop = createSimClient(world, 'laptop', 0);
    const ownId = uuidv7(world.now);
    await mutate(
      phone.db,
      'habit.create',
      { id: ownId, fields: { name: 'Stretch' } },
      { now: () => world.now },
    );
    await phone.engine.sync();
    await laptop.engine.sync();

    phone.online = false;
    laptop.online = false;
    const adoptOn = async (device: SimClient, date: string) => {
      // A check-in on a habit of their own first: the push then reads the person's aliases before
      // the second adoption makes one, and must see it for the check-in that follows.
      await mutate(
        device.db,
        'entry.set',
        { habitId: ownId, date, completed: true, value: 1 },
        { now: () => world.now },
      );
      const id = uuidv7(world.now);
      await mutate(device.db, 'habit.create', adoptionArgs(groupHabit, workspace._id, 'full', id), {
        now: () => world.now,
      });
      await mutate(
        device.db,
        'entry.set',
        { habitId: id, date, completed: true, value: 1 },
        { now: () => world.now },
      );
      world.now += 1000;
    };
    await adoptOn(phone, '2026-11-22');
    await adoptOn(laptop, '2026-11-23');

    phone.online = true;
    laptop.online = true;
    await phone.engine.sync();
    await laptop.engine.sync();
    await phone.engine.sync();

    const adopted = await scene.database.db
      .selectFrom('habits')
      .select('id')
      .where('group_habit_id', '=', groupHabit._id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(adopted).toHaveLength(1);
    const entries = await scene.database.db
      .selectFrom('entries')
      .select(['habit_id', 'date'])
      .where('deleted_at', 'is', null)
      .where('habit_id', '!=', ownId)
      .orderBy('date')
      .execute();
    expect(entries).toEqual([
      { habit_id: adopted[0]?.id, date: '2026-11-22' },
      { habit_id: adopted[0]?.id, date: '2026-11-23' },
    ]);
    const results = await scene.database.db.selectFrom('sync_mutation_results').select('status').execute();
    expect(results.every((result) => result.status === 'ok')).toBe(true);
    expect(live(await snapshot(laptop.db))).toEqual(live(await snapshot(phone.db)));
    expect(live(await snapshot(laptop.db)).habits.filter((habit) => habit.groupHabitId)).toHaveLength(1);
  });
});
