import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { mutate, mutateMany, readMeta, SyncError, writeMeta } from '@habitat/sync-client';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/services/retention';
import { upkeep } from '../helpers/test-app';
import { createSimClient, type SimClient, snapshot } from './sim-client';
import { useSimWorld } from './sim-world';

const DAY = 86_400_000;
const scene = useSimWorld('2026-11-24T09:00:00Z');
const { world } = scene;
const now = () => world.now;

/** A phone holding 4 habits with 30 check-ins each, all pushed: 124 rows, one version each. */
async function phoneWithHistory(name: string): Promise<{ phone: SimClient; habitIds: string[] }> {
  const phone = createSimClient(world, name, 0);
  const habitIds = Array.from({ length: 4 }, () => uuidv7(world.now));
  for (const [i, id] of habitIds.entries())
    await mutate(phone.db, 'habit.create', { id, fields: { name: `Habit ${i + 1}` } }, { now });
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10),
  );
  for (const habitId of habitIds)
    await mutateMany(
      phone.db,
      'entry.set',
      days.map((date) => ({ habitId, date, completed: true, value: 1 })),
      { now },
    );
  await phone.engine.sync();
  return { phone, habitIds };
}

async function rowsHeld(device: SimClient): Promise<number> {
  const state = await snapshot(device.db);
  return state.habits.length + state.entries.length + state.layouts.length + state.preferences.length;
}

/** Syncs a device whose network is cut as `pulls` pull requests have left. */
async function syncCutAfter(device: SimClient, pulls: number): Promise<void> {
  device.pullsBeforeCut = pulls;
  await expect(device.engine.sync()).rejects.toBeInstanceOf(SyncError);
  device.pullsBeforeCut = null;
  device.online = true;
}

const live = (state: Awaited<ReturnType<typeof snapshot>>) => ({
  ...state,
  habits: state.habits.filter((habit) => !habit.deletedAt),
});

describe('a new device’s first copy', () => {
  it('is written page by page, and a cut connection resumes from the last page written', async () => {
    const { phone, habitIds } = await phoneWithHistory('phone-1');
    const total = await rowsHeld(phone);
    const tablet = createSimClient(world, 'tablet-1', 0, { pullLimit: 10 });

    // Three pages arrive; the fourth request never does.
    await syncCutAfter(tablet, 3);
    const held = await rowsHeld(tablet);
    expect(held, 'the three pages written before the cut').toBeGreaterThan(0);
    expect(held).toBeLessThan(total);
    expect((await readMeta(tablet.db)).resetting?.scopes).toEqual([`u:${scene.userId}`]);

    // Meanwhile the phone renames a habit the tablet already holds.
    await mutate(phone.db, 'habit.update', { id: habitIds[0] as string, patch: { name: 'Read' } }, { now });
    await phone.engine.sync();
    world.now += 60_000;

    const before = tablet.pulledRows;
    await tablet.engine.sync();
    expect(tablet.pulledRows - before, 'the rest, not the whole account again').toBeLessThanOrEqual(
      total - held + 1,
    );
    expect((await readMeta(tablet.db)).resetting).toBeUndefined();
    expect(await snapshot(tablet.db)).toEqual(await snapshot(phone.db));
  });

  it('starts over when it was cut off for longer than a day', async () => {
    const { phone } = await phoneWithHistory('phone-2');
    const total = await rowsHeld(phone);
    const tablet = createSimClient(world, 'tablet-2', 0, { pullLimit: 10 });
    await syncCutAfter(tablet, 2);
    expect(await rowsHeld(tablet)).toBeGreaterThan(0);

    // A habit the tablet holds is deleted, and its tombstone purged, while the tablet is away.
    const held = (await tablet.db.habits.toCollection().first())?.id as string;
    expect(held, 'a habit came in the first pages').toBeDefined();
    await mutate(phone.db, 'habit.delete', { id: held }, { now });
    await phone.engine.sync();
    world.now += 120 * DAY;
    expect(
      (await purgeExpired(upkeep(world.app), new Date(world.now - 90 * DAY))).tombstones,
    ).toBeGreaterThan(0);

    const before = tablet.pulledRows;
    await tablet.engine.sync();
    // Sent again from the start: the deleted habit and its 30 check-ins are gone for good.
    expect(tablet.pulledRows - before).toBe(total - 31);
    expect(live(await snapshot(tablet.db))).toEqual(live(await snapshot(phone.db)));
  });

  it('shows what the device wrote while it was coming in', async () => {
    const { phone } = await phoneWithHistory('phone-3');
    const tablet = createSimClient(world, 'tablet-3', 0, { pullLimit: 10 });
    await syncCutAfter(tablet, 2);
    const shown = (await tablet.db.habits.toCollection().first())?.id as string;
    expect(shown, 'a habit came in the first pages').toBeDefined();
    // A check-in on the tablet, before its copy is whole, stays on its screen and reaches the server.
    await mutate(
      tablet.db,
      'entry.set',
      { habitId: shown, date: '2026-11-23', completed: true, value: 1 },
      { now },
    );
    await tablet.engine.sync();
    await phone.engine.sync();
    expect(await tablet.db.entries.get([shown, '2026-11-23'])).toMatchObject({
      completed: true,
    });
    expect(await snapshot(tablet.db)).toEqual(await snapshot(phone.db));
  });

  it('is started again page by page, never taken for whole, when refused changes ask to start over', async () => {
    const { phone } = await phoneWithHistory('phone-6');
    const tablet = createSimClient(world, 'tablet-6', 0, { pullLimit: 10 });
    await syncCutAfter(tablet, 2);
    const doomed = (await tablet.db.habits.toCollection().first())?.id as string;
    expect(doomed, 'a habit came in the first pages').toBeDefined();
    // The phone deletes that habit; the tablet, not knowing, logs 201 days of it: every one is
    // refused, too many rows to ask for again, so the tablet starts over.
    await mutate(phone.db, 'habit.delete', { id: doomed }, { now });
    await phone.engine.sync();
    const days = Array.from({ length: 201 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await mutateMany(
      tablet.db,
      'entry.set',
      days.map((date) => ({ habitId: doomed, date, completed: true, value: 1 })),
      { now },
    );

    await syncCutAfter(tablet, 1);
    const meta = await readMeta(tablet.db);
    expect(meta.startedOver, 'a partial copy has nothing to keep').toBeUndefined();
    expect(meta.resetting, 'still a first copy coming in').toBeDefined();
    await tablet.engine.sync();
    expect((await readMeta(tablet.db)).resetting).toBeUndefined();
    expect(live(await snapshot(tablet.db))).toEqual(live(await snapshot(phone.db)));
  });
});

describe('a device replacing the copy it holds', () => {
  it('keeps that copy whole when the connection is cut halfway (back after the retention window)', async () => {
    const { phone, habitIds } = await phoneWithHistory('phone-4');
    const tablet = createSimClient(world, 'tablet-4', 0, { pullLimit: 10 });
    await tablet.engine.sync();
    const held = await snapshot(tablet.db);

    tablet.online = false;
    await mutate(phone.db, 'habit.delete', { id: habitIds[1] as string }, { now });
    await phone.engine.sync();
    world.now += 120 * DAY;
    expect(
      (await purgeExpired(upkeep(world.app), new Date(world.now - 90 * DAY))).tombstones,
    ).toBeGreaterThan(0);
    tablet.online = true;

    await syncCutAfter(tablet, 3);
    expect(await snapshot(tablet.db), 'the old copy, untouched').toEqual(held);
    await tablet.engine.sync();
    expect(live(await snapshot(tablet.db))).toEqual(live(await snapshot(phone.db)));
  });

  it('keeps that copy whole when it was told to start over', async () => {
    const { phone } = await phoneWithHistory('phone-5');
    const tablet = createSimClient(world, 'tablet-5', 0, { pullLimit: 10 });
    await tablet.engine.sync();
    const held = await snapshot(tablet.db);
    // What the engine writes when a refused change touched too many rows to ask for them again.
    const meta = await readMeta(tablet.db);
    await writeMeta(tablet.db, { ...meta, cursors: {}, resume: undefined, startedOver: true });

    await syncCutAfter(tablet, 3);
    expect(await snapshot(tablet.db), 'the old copy, untouched').toEqual(held);
    await tablet.engine.sync();
    expect((await readMeta(tablet.db)).startedOver).toBeUndefined();
    expect(await snapshot(tablet.db)).toEqual(await snapshot(phone.db));
  });
});
