import 'fake-indexeddb/auto';
import { parseHlc, uuidv7 } from '@habitat/domain';
import { mutate, readMeta } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { createSimClient, type SimClient } from './sim-client';
import { useSimWorld } from './sim-world';

const YEAR = 365 * 86_400_000;
const DAY = '2026-11-20';

const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;

const write = (client: SimClient, completed: boolean, habitId: string) =>
  mutate(
    client.db,
    'entry.set',
    { habitId, date: DAY, completed, value: completed ? 1 : 0 },
    { now: () => world.now + client.skewMs },
  );

async function serverEntry(habitId: string) {
  return scene.database.db
    .selectFrom('entries')
    .select(['completed', 'hlc'])
    .where('habit_id', '=', habitId)
    .where('date', '=', DAY)
    .executeTakeFirstOrThrow();
}

describe('a device whose clock is a year ahead', () => {
  it('is corrected at its first sync: its writes keep their order and a later write elsewhere wins', async () => {
    const right = createSimClient(world, 'right', 0);
    const wrong = createSimClient(world, 'wrong', YEAR);
    // A new phone, never synced, offline on the train: a habit, checked, then unchecked a minute later.
    wrong.online = false;
    const habitId = uuidv7(world.now);
    await mutate(
      wrong.db,
      'habit.create',
      { id: habitId, fields: { name: 'Read' } },
      { now: () => world.now + YEAR },
    );
    await write(wrong, true, habitId);
    world.now += 60_000;
    await write(wrong, false, habitId);
    world.now += 60_000;
    wrong.online = true;
    await wrong.engine.sync();
    expect((await serverEntry(habitId)).completed).toBe(false);

    // Half a minute later the laptop, whose clock is right, checks the day: the later write wins.
    world.now += 30_000;
    await right.engine.sync();
    await write(right, true, habitId);
    await right.engine.sync();
    expect((await serverEntry(habitId)).completed).toBe(true);

    // The phone's clock has come down: its next write is stamped with the server's time, and a
    // write on the laptop half a minute after it wins again.
    const meta = await readMeta(wrong.db);
    expect(Math.abs(meta.clockOffset + YEAR)).toBeLessThan(1000);
    world.now += 1000;
    await write(wrong, false, habitId);
    const queued = await wrong.db.outbox.orderBy('id').last();
    expect(Math.abs(parseHlc(queued?.hlc as string).physical - world.now)).toBeLessThan(1000);
    await wrong.engine.sync();
    world.now += 30_000;
    await write(right, true, habitId);
    await right.engine.sync();
    const entry = await serverEntry(habitId);
    expect(entry.completed).toBe(true);
    expect(parseHlc(entry.hlc).node).toBe((await readMeta(right.db)).clientId);
  });

  it('is corrected again when its clock is set right, and does not win for a year', async () => {
    const right = createSimClient(world, 'right2', 0);
    const wrong = createSimClient(world, 'wrong2', YEAR);
    const habitId = uuidv7(world.now);
    await mutate(
      right.db,
      'habit.create',
      { id: habitId, fields: { name: 'Run' } },
      { now: () => world.now },
    );
    await right.engine.sync();
    await wrong.engine.sync();
    await write(wrong, true, habitId);
    await wrong.engine.sync();
    // The person fixes the clock; the device writes at once, before any sync.
    wrong.skewMs = 0;
    world.now += 10_000;
    await write(wrong, false, habitId);
    await wrong.engine.sync();
    expect((await serverEntry(habitId)).completed).toBe(false);
    world.now += 10_000;
    await write(right, true, habitId);
    await right.engine.sync();
    expect((await serverEntry(habitId)).completed).toBe(true);
  });
});

describe('the clock offset', () => {
  it('is measured on the short time request, never on a long pull', async () => {
    const device = createSimClient(world, 'slow-pull', 0);
    const habitId = uuidv7(world.now);
    await mutate(
      device.db,
      'habit.create',
      { id: habitId, fields: { name: 'Walk' } },
      { now: () => world.now },
    );
    // Every pull reply takes 10 s of virtual time to arrive; the time request is quick.
    device.beforeNextPull = async () => {
      world.now += 10_000;
    };
    await device.engine.sync();
    expect((await readMeta(device.db)).clockOffset).toBe(0);
  });
});
