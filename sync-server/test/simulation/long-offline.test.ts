import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { mutate } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/services/retention';
import { upkeep } from '../helpers/test-app';
import { createSimClient, snapshot } from './sim-client';
import { useSimWorld } from './sim-world';

const DAY = 86_400_000;
const scene = useSimWorld('2026-08-01T09:00:00Z');
const { world } = scene;

describe('a device back after longer than the retention window', () => {
  it('starts over from the server and keeps the changes it made while away', async () => {
    const now = () => world.now;
    const tablet = createSimClient(world, 'tablet', 0);
    const phone = createSimClient(world, 'phone', 0);
    const read = uuidv7(world.now);
    const run = uuidv7(world.now);
    await mutate(phone.db, 'habit.create', { id: read, fields: { name: 'Read' } }, { now });
    await mutate(phone.db, 'habit.create', { id: run, fields: { name: 'Run' } }, { now });
    await phone.engine.sync();
    await tablet.engine.sync();

    // The tablet goes in a drawer, with a change of its own queued.
    tablet.online = false;
    await mutate(tablet.db, 'habit.update', { id: read, patch: { color: '#FF5722' } }, { now });
    world.now += DAY;
    await mutate(phone.db, 'habit.delete', { id: run }, { now });
    await phone.engine.sync();
    // Four months later the server has purged the deletion's tombstone.
    world.now += 120 * DAY;
    const purged = await purgeExpired(upkeep(world.app), new Date(world.now - 90 * DAY));
    expect(purged.tombstones).toBeGreaterThan(0);

    tablet.online = true;
    await tablet.engine.sync();
    await phone.engine.sync();
    const state = await snapshot(tablet.db);
    expect(state.habits.map((habit) => habit.id)).toEqual([read]);
    expect(state.habits[0]?.color).toBe('#FF5722');
    // The same live data on both (the phone still holds the tombstone it saw, which shows nothing).
    const live = (s: Awaited<ReturnType<typeof snapshot>>) => ({
      ...s,
      habits: s.habits.filter((habit) => !habit.deletedAt),
    });
    expect(live(state)).toEqual(live(await snapshot(phone.db)));
  });

  it('starts over across several pages, though tombstones were purged before its cursor', async () => {
    const now = () => world.now;
    const phone = createSimClient(world, 'phone-2', 0);
    // A new device whose pulls come three rows at a time: its reset spans many pages.
    const tablet = createSimClient(world, 'tablet-2', 0, { pullLimit: 3 });
    const ids = Array.from({ length: 6 }, () => uuidv7(world.now));
    for (const id of ids) await mutate(phone.db, 'habit.create', { id, fields: { name: 'Walk' } }, { now });
    await mutate(phone.db, 'habit.delete', { id: ids[0] as string }, { now });
    await phone.engine.sync();
    world.now += 120 * DAY;
    const purged = await purgeExpired(upkeep(world.app), new Date(world.now - 90 * DAY));
    expect(purged.tombstones).toBeGreaterThan(0);

    await tablet.engine.sync();
    const live = (await snapshot(tablet.db)).habits.filter((habit) => !habit.deletedAt);
    const expected = (await snapshot(phone.db)).habits.filter((habit) => !habit.deletedAt);
    expect(live).toEqual(expected);
  });
});
