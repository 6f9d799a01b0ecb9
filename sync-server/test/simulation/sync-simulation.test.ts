import 'fake-indexeddb/auto';
import {
  compareHlc,
  computeStreaks,
  type EntryRecord,
  keptLookup,
  MutationRejected,
  pausePlanOf,
  type RoutineRule,
  recordLookup,
  uuidv7,
} from '@habitat/domain';
import type { MutationArgs } from '@habitat/protocol';
import { applyLocal, mutate, readMeta, SyncError } from '@habitat/sync-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openTestDatabase, truncateAll } from '../helpers/test-database';
import { createSimClient, type SimClient, type SimWorld, snapshot, withoutTimes } from './sim-client';

/**
 * ARCHITECTURE §4 "What must be proven", as a seeded randomized simulation: 2–4 devices of one
 * person write at random, go offline, lose responses after the server acted, push twice, sync
 * concurrently, and run clocks days apart. Afterwards every property below must hold; on failure
 * fast-check prints the seed and the shrunk steps (SIM_SEED and SIM_RUNS replay and widen a run).
 */

const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
const DAY_MS = 86_400_000;
/** Two routines every device may make, edit, delete and move habits into (a deleted one stays so). */
const ROUTINE_IDS = ['0190a1b2-0000-7000-8000-00000000f001', '0190a1b2-0000-7000-8000-00000000f002'];

type Op =
  | { kind: 'createHabit'; name: string }
  | { kind: 'renameHabit'; pick: number; name: string }
  | { kind: 'recolourHabit'; pick: number; color: string }
  | { kind: 'deleteHabit'; pick: number }
  | { kind: 'setEntry'; pick: number; day: number; completed: boolean; value: number; skipped: boolean }
  | { kind: 'savePrefs'; theme: 'light' | 'dark' | 'auto' }
  | { kind: 'saveLayout'; widgets: string[] }
  // Issue 30: limits, reminder lists, pauses, notes and the reminder summary, edited offline too.
  | { kind: 'setLimit'; pick: number; atMost: boolean; value: number; weekly: boolean }
  | { kind: 'setReminders'; pick: number; time: string; more: string[] }
  | { kind: 'pause'; pick: number; pauseId: string; from: number; days: number | null; remove: boolean }
  | { kind: 'note'; pick: number; day: number; note: string | null }
  | { kind: 'summary'; at: string | null }
  // Routines, and habits moved into them and ordered, offline on several devices.
  | {
      kind: 'saveRoutine';
      routine: number;
      name: string | null;
      rule: RoutineRule | null;
      order: number | null;
    }
  | { kind: 'deleteRoutine'; routine: number }
  | { kind: 'placeHabit'; pick: number; routine: number | null; order: number };

type Step =
  | { kind: 'write'; client: number; op: Op }
  | { kind: 'sync'; client: number; lose: boolean; duplicate: boolean; writeDuringSync: Op | null }
  | { kind: 'concurrentSync'; a: number; b: number }
  | { kind: 'toggleOnline'; client: number }
  | { kind: 'tick'; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('createHabit' as const),
      name: fc.constantFrom('Read', 'Run', 'Cook'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renameHabit' as const),
      pick: fc.nat(),
      name: fc.string({ maxLength: 8 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('recolourHabit' as const),
      pick: fc.nat(),
      color: fc.constantFrom('#4f46e5', '#10b981', '#ef4444'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteHabit' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('setEntry' as const),
      pick: fc.nat(),
      day: fc.nat({ max: DAYS.length - 1 }),
      completed: fc.boolean(),
      value: fc.nat({ max: 5 }),
      skipped: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('savePrefs' as const),
      theme: fc.constantFrom('light', 'dark', 'auto'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('saveLayout' as const),
      widgets: fc.subarray(['habit-list', 'quick-actions', 'habits-overview']),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setLimit' as const),
      pick: fc.nat(),
      atMost: fc.boolean(),
      value: fc.integer({ min: 1, max: 4 }),
      weekly: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setReminders' as const),
      pick: fc.nat(),
      time: fc.constantFrom('07:00', '12:30'),
      more: fc.subarray(['09:00', '18:00', '21:15']),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pause' as const),
      pick: fc.nat(),
      pauseId: fc.constantFrom('a', 'b'),
      from: fc.nat({ max: DAYS.length - 1 }),
      days: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 3 }),
      remove: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      pick: fc.nat(),
      day: fc.nat({ max: DAYS.length - 1 }),
      note: fc.option(fc.constantFrom('Rainy', 'Tired 😴', 'Ran with Ana'), { freq: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('saveRoutine' as const),
      routine: fc.nat({ max: ROUTINE_IDS.length - 1 }),
      name: fc.option(fc.constantFrom('Morning', 'Workout', 'Évening 🌙'), { freq: 3 }),
      rule: fc.option(
        fc.constantFrom<RoutineRule>(
          { kind: 'all' },
          { kind: 'any', count: 2 },
          { kind: 'total', amount: 30, unit: 'minutes' },
          { kind: 'none' },
        ),
        { freq: 3 },
      ),
      order: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deleteRoutine' as const),
      routine: fc.nat({ max: ROUTINE_IDS.length - 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('placeHabit' as const),
      pick: fc.nat(),
      routine: fc.option(fc.nat({ max: ROUTINE_IDS.length - 1 }), { freq: 4 }),
      order: fc.integer({ min: 0, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('summary' as const),
      at: fc.option(fc.constantFrom('20:00', '21:30'), { freq: 2 }),
    }),
  },
);

function stepArb(clients: number): fc.Arbitrary<Step> {
  const client = fc.nat({ max: clients - 1 });
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('write' as const), client, op: opArb }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('sync' as const),
        client,
        lose: fc.boolean(),
        duplicate: fc.boolean(),
        writeDuringSync: fc.option(opArb, { freq: 3 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('concurrentSync' as const), a: client, b: client }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('toggleOnline' as const), client }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 1, max: 120_000 }) }),
    },
  );
}

const scenarioArb = fc.integer({ min: 2, max: 4 }).chain((clients) =>
  fc.record({
    skews: fc.array(fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }), {
      minLength: clients,
      maxLength: clients,
    }),
    steps: fc.array(stepArb(clients), { minLength: 10, maxLength: 60 }),
  }),
);

interface Written {
  clientId: string;
  id: number;
  name: string;
  args: unknown;
  hlc: string;
}

describe('sync simulation', () => {
  it('converges, keeps the greatest HLC, applies each mutation once and loses none', async () => {
    const database = await openTestDatabase();
    const world: SimWorld = {
      app: undefined as never,
      token: '',
      now: Date.parse('2026-11-21T12:00:00Z'),
    };
    world.app = await buildApp(testConfig({ database, clock: () => world.now }));
    await world.app.ready();
    try {
      await fc.assert(
        fc.asyncProperty(scenarioArb, async ({ skews, steps }) => {
          await truncateAll(database);
          const email = `sim-${uuidv7()}@example.com`;
          const registered = await world.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { name: 'Sim', email, password: 'Engine42x' },
          });
          world.token = registered.json().data.token;
          const clients = skews.map((skew, i) => createSimClient(world, `c${i}`, skew));
          const habitIds: string[] = [];
          const written: Written[] = [];
          try {
            for (const step of steps) await runStep(world, clients, habitIds, written, step);
            for (const client of clients) client.online = true;
            for (let round = 0; round < 3; round += 1)
              for (const client of clients) await client.engine.sync();
            await checkProperties(world, clients, written);
          } finally {
            for (const client of clients) {
              client.db.close();
              await client.db.delete();
            }
          }
        }),
        {
          numRuns: Number(process.env.SIM_RUNS ?? 25),
          ...(process.env.SIM_SEED ? { seed: Number(process.env.SIM_SEED) } : {}),
          endOnFailure: true,
        },
      );
    } finally {
      await world.app.close();
      await database.close();
    }
  }, 600_000);
});

async function runStep(
  world: SimWorld,
  clients: SimClient[],
  habitIds: string[],
  written: Written[],
  step: Step,
) {
  switch (step.kind) {
    case 'tick':
      world.now += step.ms;
      return;
    case 'toggleOnline': {
      const client = clients[step.client] as SimClient;
      client.online = !client.online;
      return;
    }
    case 'write':
      return write(world, clients[step.client] as SimClient, habitIds, written, step.op);
    case 'sync': {
      const client = clients[step.client] as SimClient;
      client.loseNextResponse = step.lose;
      client.duplicateNextPush = step.duplicate;
      const during = step.writeDuringSync;
      if (during) client.beforeNextPull = () => write(world, client, habitIds, written, during);
      // With nothing else moving, the screen must show the server's state plus what is pending.
      client.afterPull = () => expectServerPlusPending(world, client);
      const ok = await syncTolerant(client);
      client.loseNextResponse = false;
      client.duplicateNextPush = false;
      client.beforeNextPull = null;
      client.afterPull = null;
      // Nothing else moved meanwhile: the device must now equal a fresh copy of the server.
      if (ok) await expectEqualsFreshCopy(world, client);
      return;
    }
    case 'concurrentSync':
      await Promise.all([
        syncTolerant(clients[step.a] as SimClient),
        syncTolerant(clients[step.b] as SimClient),
      ]);
      return;
  }
}

/** A sync that the network cut short is fine; anything else is a failure of the system. */
async function syncTolerant(client: SimClient): Promise<boolean> {
  try {
    await client.engine.sync();
    return true;
  } catch (error) {
    if (error instanceof SyncError && error.kind === 'offline') return false;
    throw error;
  }
}

async function write(world: SimWorld, client: SimClient, habitIds: string[], written: Written[], op: Op) {
  const pick = (n: number) => habitIds[n % Math.max(habitIds.length, 1)];
  const run = async <N extends Parameters<typeof mutate>[1]>(name: N, args: MutationArgs<N>) => {
    try {
      await mutate(client.db, name, args, { now: () => world.now + client.skewMs });
    } catch (error) {
      // The device refuses a write on a habit it does not know or saw deleted: nothing is queued.
      if (error instanceof MutationRejected) return;
      throw error;
    }
    const last = await client.db.outbox.orderBy('id').last();
    const { clientId } = await readMeta(client.db);
    if (last) written.push({ clientId, id: last.id, name, args, hlc: last.hlc });
  };
  switch (op.kind) {
    case 'createHabit': {
      const id = uuidv7(world.now);
      habitIds.push(id);
      return run('habit.create', { id, fields: { name: op.name } });
    }
    case 'renameHabit': {
      const id = pick(op.pick);
      return id ? run('habit.update', { id, patch: { name: op.name } }) : undefined;
    }
    case 'recolourHabit': {
      const id = pick(op.pick);
      return id ? run('habit.update', { id, patch: { color: op.color } }) : undefined;
    }
    case 'deleteHabit': {
      const id = pick(op.pick);
      return id ? run('habit.delete', { id }) : undefined;
    }
    case 'setEntry': {
      const habitId = pick(op.pick);
      if (!habitId) return;
      const date = DAYS[op.day] as string;
      return run('entry.set', {
        habitId,
        date,
        completed: op.completed,
        value: op.value,
        skipped: op.skipped,
      });
    }
    case 'savePrefs':
      return run('preferences.save', { patch: { theme: op.theme } });
    case 'saveLayout':
      return run('layout.save', { key: 'dashboard', widgets: op.widgets });
    case 'setLimit': {
      const id = pick(op.pick);
      const patch = {
        targetKind: op.atMost ? ('at-most' as const) : ('at-least' as const),
        targetValue: op.value,
        targetPeriod: op.weekly ? ('week' as const) : ('day' as const),
      };
      return id ? run('habit.update', { id, patch }) : undefined;
    }
    case 'setReminders': {
      const id = pick(op.pick);
      const patch = { reminderEnabled: true, reminderTime: op.time, moreReminderTimes: op.more };
      return id ? run('habit.update', { id, patch }) : undefined;
    }
    case 'pause': {
      const id = pick(op.pick);
      if (!id) return;
      const from = DAYS[op.from] as string;
      const until = op.days === null ? null : (DAYS[Math.min(op.from + op.days, DAYS.length - 1)] as string);
      const pause = op.remove ? null : { kind: 'span' as const, from, until };
      return run('habit.pause', { id, pauses: { [op.pauseId]: pause } });
    }
    case 'note': {
      const habitId = pick(op.pick);
      return habitId
        ? run('entry.note', { habitId, date: DAYS[op.day] as string, note: op.note })
        : undefined;
    }
    case 'summary':
      return run('preferences.save', { patch: { reminderSummaryAt: op.at } });
    case 'saveRoutine': {
      const id = ROUTINE_IDS[op.routine] as string;
      const fields = {
        ...(op.name === null ? {} : { name: op.name }),
        ...(op.rule === null ? {} : { rule: op.rule }),
        ...(op.order === null ? {} : { listOrder: op.order }),
      };
      return run('routine.save', { id, fields });
    }
    case 'deleteRoutine':
      return run('routine.delete', { id: ROUTINE_IDS[op.routine] as string });
    case 'placeHabit': {
      const id = pick(op.pick);
      const routineId = op.routine === null ? null : (ROUTINE_IDS[op.routine] as string);
      return id ? run('habit.update', { id, patch: { routineId, listOrder: op.order } }) : undefined;
    }
  }
}

/** A new device's full pull: what the server holds, as a client sees it. */
async function freshCopy(world: SimWorld) {
  const fresh = createSimClient(world, `fresh-${uuidv7()}`, 0);
  try {
    await fresh.engine.sync();
    return await snapshot(fresh.db);
  } finally {
    fresh.db.close();
    await fresh.db.delete();
  }
}

/** Local state = a fresh copy of the server with this device's pending mutations replayed on top. */
async function expectServerPlusPending(world: SimWorld, client: SimClient) {
  const fresh = createSimClient(world, `fresh-${uuidv7()}`, 0);
  try {
    await fresh.engine.sync();
    const pending = await client.db.outbox.orderBy('id').toArray();
    await fresh.db.transaction(
      'rw',
      [fresh.db.habits, fresh.db.entries, fresh.db.layouts, fresh.db.preferences, fresh.db.routines],
      async () => {
        for (const item of pending) {
          try {
            await applyLocal(fresh.db, item.name, item.args as never, item.hlc, item.createdAt);
          } catch (error) {
            if (!(error instanceof MutationRejected)) throw error;
          }
        }
      },
    );
    expect(
      withoutTimes(await snapshot(client.db)),
      `${client.name}: server + ${pending.length} pending`,
    ).toEqual(withoutTimes(await snapshot(fresh.db)));
  } finally {
    fresh.db.close();
    await fresh.db.delete();
  }
}

async function expectEqualsFreshCopy(world: SimWorld, client: SimClient) {
  const pending = await client.db.outbox.count();
  if (pending > 0) return;
  expect(await snapshot(client.db), `${client.name} after its sync`).toEqual(await freshCopy(world));
}

async function checkProperties(world: SimWorld, clients: SimClient[], written: Written[]) {
  const server = await freshCopy(world);
  const { db } = world.app.database;

  // Every device converged to the server, and incremental pulls added up to the fresh snapshot.
  for (const client of clients) {
    expect(await client.db.outbox.count(), `${client.name} has nothing pending`).toBe(0);
    expect(await snapshot(client.db), `${client.name} equals the server`).toEqual(server);
  }

  // Each mutation took effect exactly once, and none was silently lost: every id has one outcome,
  // and a rejection says why.
  const results = await db.selectFrom('sync_mutation_results').selectAll().execute();
  const outcome = new Map(results.map((r) => [`${r.client_id}:${r.mutation_id}`, r]));
  for (const w of written) {
    const result = outcome.get(`${w.clientId}:${w.id}`);
    expect(result, `mutation ${w.clientId}:${w.id} (${w.name}) has an outcome`).toBeDefined();
    if (result?.status === 'rejected') expect(result.error).toBeTruthy();
  }
  const clientsRows = await db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).execute();
  for (const row of clientsRows) {
    const count = results.filter((r) => r.client_id === row.client_id).length;
    expect(count, `results of ${row.client_id}`).toBe(row.last_mutation_id);
  }

  // Each entry is the accepted write with the greatest HLC (as the server accepted it, clamped).
  const winners = new Map<string, { hlc: string; args: MutationArgs<'entry.set'> }>();
  for (const w of written) {
    if (w.name !== 'entry.set' || outcome.get(`${w.clientId}:${w.id}`)?.status !== 'ok') continue;
    const args = w.args as MutationArgs<'entry.set'>;
    // The HLC the server applied: the device's own, or pulled back from the future (in order).
    const hlc = outcome.get(`${w.clientId}:${w.id}`)?.hlc as string;
    expect(hlc <= w.hlc, `applied HLC of ${w.clientId}:${w.id} is never later than sent`).toBe(true);
    const key = `${args.habitId}|${args.date}`;
    const best = winners.get(key);
    if (!best || compareHlc(hlc, best.hlc) > 0) winners.set(key, { hlc, args });
  }
  const liveHabits = new Set(server.habits.filter((h) => !h.deletedAt).map((h) => h.id));
  const entries = new Map(server.entries.map((e: EntryRecord) => [`${e.habitId}|${e.date}`, e]));
  // A limit's day is stored as within it by its amount, whatever the writer said (issue 30), by the
  // habit as it stood when the check-in was applied: for a habit that was ever made a limit in the
  // run, `completed` is the server's to decide, and the rest of the write must still win whole.
  const everLimits = new Set(
    written.flatMap((w) =>
      w.name === 'habit.update' && (w.args as MutationArgs<'habit.update'>).patch.targetKind === 'at-most'
        ? [(w.args as MutationArgs<'habit.update'>).id]
        : [],
    ),
  );
  for (const [key, winner] of winners) {
    const entry = entries.get(key);
    if (!liveHabits.has(winner.args.habitId)) {
      expect(entry, `${key} went with its deleted habit`).toBeUndefined();
      continue;
    }
    const skipped = winner.args.skipped === true;
    expect(entry, `entry ${key}`).toMatchObject({
      hlc: winner.hlc,
      skipped,
      ...(everLimits.has(winner.args.habitId) ? {} : { completed: skipped ? false : winner.args.completed }),
      value: skipped ? 0 : winner.args.value,
    });
  }
  // An entry no check made is a note's: written by an accepted entry.note, and not done.
  const noted = new Set(
    written
      .filter((w) => w.name === 'entry.note' && outcome.get(`${w.clientId}:${w.id}`)?.status === 'ok')
      .map((w) => {
        const args = w.args as MutationArgs<'entry.note'>;
        return `${args.habitId}|${args.date}`;
      }),
  );
  for (const [key, entry] of entries) {
    if (winners.has(key)) continue;
    expect(noted.has(key), `${key} has a check or a note behind it`).toBe(true);
    expect(entry.completed, `${key}, a note alone, is not done`).toBe(false);
  }

  // The figures agree: the server's stats of each live habit (its streak, through pauses and
  // limits) are what a device computes from the same records with the same rules.
  const stats = await world.app.inject({
    method: 'GET',
    url: '/api/habits/stats',
    headers: { authorization: `Bearer ${world.token}` },
  });
  expect(stats.statusCode, stats.body).toBe(200);
  const today = new Date(world.now).toISOString().slice(0, 10);
  for (const served of stats.json().data.stats.habits as { habitId: string; currentStreak: number }[]) {
    const habit = server.habits.find((h) => h.id === served.habitId);
    if (!habit) continue;
    const own = server.entries.filter((e: EntryRecord) => e.habitId === habit.id);
    const created = habit.createdAt.slice(0, 10);
    const firstDay = own.reduce((first, e) => (e.date < first ? e.date : first), created);
    const device = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: keptLookup(habit, recordLookup(own), 1),
      today,
      firstDay,
      pauses: pausePlanOf(habit.pauses),
    });
    expect(device.current, `streak of ${habit.id}`).toBe(served.currentStreak);
  }
}
