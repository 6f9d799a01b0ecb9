import 'fake-indexeddb/auto';
import { compareHlc, MutationRejected, parseHlc, uuidv7 } from '@habitat/domain';
import { DELETE_ACCOUNT_CONFIRMATION, type MutationArgs, type MutationName } from '@habitat/protocol';
import { mutate, readMeta, SyncError } from '@habitat/sync-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createGroup, join } from '../helpers/groups';
import { type Account, bearer, PASSWORD } from '../helpers/test-app';
import { openTestDatabase, truncateAll } from '../helpers/test-database';
import { createSimClient, nextEvent, type SimClient, type SimWorld, snapshot } from './sim-client';

/**
 * ARCHITECTURE §7's simulator: two people in a group, two devices each, on two server instances
 * sharing one database. Devices write offline and online, lose responses and push twice; the people
 * also write through REST; old app versions queue hostile changes; device clocks jump a year ahead
 * and back; pulls come in pages of three rows; one person deletes their account mid-run.
 * Afterwards: every device of the remaining person equals the server; every change has an outcome,
 * hostile ones refused; each entry is the write with the greatest effective stamp; no stamp takes
 * effect after the server received it; and a write made later in real time, by a device that knew
 * its clock, wins. SIM_RUNS widens a run; SIM_SEED picks other scenarios.
 */

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22'];
const SKEWS = [0, YEAR, 3 * DAY, -DAY];

type Op =
  | { kind: 'createHabit'; name: string }
  | { kind: 'renameHabit'; pick: number; name: string }
  | { kind: 'deleteHabit'; pick: number }
  | { kind: 'setEntry'; pick: number; day: number; completed: boolean }
  | { kind: 'savePrefs'; theme: 'light' | 'dark' | 'auto' };

type Step =
  | { kind: 'write'; device: number; op: Op }
  | { kind: 'restCheck'; person: number; pick: number; day: number; completed: boolean }
  | { kind: 'hostile'; device: number; which: number }
  | { kind: 'sync'; device: number; lose: boolean; duplicate: boolean }
  | { kind: 'toggleOnline'; device: number }
  | { kind: 'setClock'; device: number; skew: number }
  | { kind: 'tick'; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('createHabit' as const),
      name: fc.constantFrom('Read', 'Cook'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renameHabit' as const),
      pick: fc.nat(),
      name: fc.string({ maxLength: 6 }),
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
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('savePrefs' as const),
      theme: fc.constantFrom('light', 'dark', 'auto'),
    }),
  },
);

const device = fc.nat({ max: 3 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('write' as const), device, op: opArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('restCheck' as const),
      person: fc.nat({ max: 1 }),
      pick: fc.nat(),
      day: fc.nat({ max: DAYS.length - 1 }),
      completed: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('hostile' as const), device, which: fc.nat({ max: 2 }) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      device,
      lose: fc.boolean(),
      duplicate: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('toggleOnline' as const), device }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('setClock' as const), device, skew: fc.constantFrom(...SKEWS) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 1, max: 90_000 }) }),
  },
);

/** The steps, and in half the runs the step before which the second person deletes their account. */
const scenarioArb = fc.record({
  steps: fc.array(stepArb, { minLength: 15, maxLength: 60 }),
  deleteAt: fc.option(fc.nat({ max: 60 }), { freq: 2 }),
});

interface Person extends Account {
  deleted: boolean;
  habitIds: string[];
}

interface Written {
  person: Person;
  device: SimClient;
  clientId: string;
  id: number;
  name: string;
  args: unknown;
  madeAt: number;
  /** Its place among all events, clock measurements included (see nextEvent). */
  event: number;
  skew: number;
  hostile: boolean;
}

interface RestWrite {
  person: Person;
  habitId: string;
  date: string;
  completed: boolean;
  at: number;
  hlc: string;
}

interface Run {
  world: SimWorld;
  apps: App[];
  people: Person[];
  devices: Array<{ client: SimClient; person: Person }>;
  written: Written[];
  rest: RestWrite[];
  workspaceId: string;
}

describe('wide sync simulation', () => {
  it('converges, loses no acknowledged write, and lets the later write win whatever the clocks', async () => {
    const database = await openTestDatabase();
    const world: SimWorld = { app: undefined as never, token: '', now: Date.parse('2026-11-21T12:00:00Z') };
    // Two instances of the server on one database, as behind a load balancer.
    const apps = [
      await buildApp(testConfig({ database, clock: () => world.now })),
      await buildApp(testConfig({ database, clock: () => world.now })),
    ];
    for (const app of apps) await app.ready();
    world.app = apps[0] as App;
    try {
      await fc.assert(
        fc.asyncProperty(scenarioArb, async ({ steps, deleteAt }) => {
          await truncateAll(database);
          const run = await setUp(world, apps);
          try {
            for (const [index, step] of steps.entries()) {
              if (index === deleteAt) await deleteAccount(run);
              await runStep(run, step);
            }
            for (const { client } of run.devices) client.online = true;
            for (let round = 0; round < 3; round += 1)
              for (const { client, person } of run.devices) if (!person.deleted) await syncTolerant(client);
            await checkProperties(run);
          } finally {
            for (const { client } of run.devices) {
              client.db.close();
              await client.db.delete();
            }
          }
        }),
        {
          numRuns: Number(process.env.SIM_RUNS ?? 20),
          // The same scenarios on every run, so the suite is repeatable; SIM_SEED explores others.
          seed: Number(process.env.SIM_SEED ?? 20261124),
          endOnFailure: true,
        },
      );
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  }, 600_000);
});

async function register(app: App, name: string): Promise<Person> {
  const email = `${name.toLowerCase()}-${uuidv7()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: PASSWORD },
  });
  const { data } = response.json();
  return { token: data.token, userId: data.user._id, email, deleted: false, habitIds: [] };
}

async function setUp(world: SimWorld, apps: App[]): Promise<Run> {
  const app = apps[0] as App;
  const ada = await register(app, 'Ada');
  const bo = await register(app, 'Bo');
  const workspaceId = await createGroup(app, bo);
  await join(app, bo, workspaceId, ada);
  const groupHabit = await app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/habits`,
    headers: bearer(bo.token),
    payload: { name: 'Walk' },
  });
  const groupHabitId = groupHabit.json().habit._id as string;
  for (const person of [ada, bo]) {
    const adopted = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/habits/${groupHabitId}/adopt`,
      headers: bearer(person.token),
      payload: {},
    });
    person.habitIds.push(adopted.json().habit._id);
  }
  const devices = [ada, ada, bo, bo].map((person, i) => ({
    person,
    client: createSimClient(world, `d${i}`, 0, {
      token: () => person.token,
      app: apps[i % 2] as App,
      pullLimit: 3,
    }),
  }));
  for (const { client } of devices) await syncTolerant(client);
  return { world, apps, people: [ada, bo], devices, written: [], rest: [], workspaceId };
}

async function runStep(run: Run, step: Step): Promise<void> {
  const { world } = run;
  switch (step.kind) {
    case 'tick':
      world.now += step.ms;
      return;
    case 'toggleOnline': {
      const { client } = run.devices[step.device] as Run['devices'][number];
      client.online = !client.online;
      return;
    }
    case 'setClock':
      (run.devices[step.device] as Run['devices'][number]).client.skewMs = step.skew;
      return;
    case 'write':
      return write(run, step.device, step.op);
    case 'hostile':
      return queueHostile(run, step.device, step.which);
    case 'restCheck':
      return restCheck(run, step);
    case 'sync': {
      const { client, person } = run.devices[step.device] as Run['devices'][number];
      if (person.deleted) return;
      client.loseNextResponse = step.lose;
      client.duplicateNextPush = step.duplicate;
      await syncTolerant(client);
      client.loseNextResponse = false;
      client.duplicateNextPush = false;
      return;
    }
  }
}

/** The second person deletes their account while their devices still have changes queued. */
async function deleteAccount(run: Run): Promise<void> {
  const bo = run.people[1] as Person;
  const response = await (run.apps[1] as App).inject({
    method: 'DELETE',
    url: '/api/users/account',
    headers: bearer(bo.token),
    payload: { password: PASSWORD, confirmDeletion: DELETE_ACCOUNT_CONFIRMATION },
  });
  expect(response.statusCode, response.body).toBe(200);
  bo.deleted = true;
}

/** A sync the network cut short, or refused because the account is gone, is fine; nothing else is. */
async function syncTolerant(client: SimClient): Promise<void> {
  try {
    await client.engine.sync();
  } catch (error) {
    if (error instanceof SyncError && (error.kind === 'offline' || error.kind === 'unauthorized')) return;
    throw error;
  }
}

async function write(run: Run, index: number, op: Op): Promise<void> {
  const { client, person } = run.devices[index] as Run['devices'][number];
  const pick = (n: number) => person.habitIds[n % person.habitIds.length];
  const record = async <N extends Parameters<typeof mutate>[1]>(name: N, args: MutationArgs<N>) => {
    try {
      await mutate(client.db, name, args, { now: () => run.world.now + client.skewMs });
    } catch (error) {
      if (error instanceof MutationRejected) return;
      throw error;
    }
    const last = await client.db.outbox.orderBy('id').last();
    const { clientId } = await readMeta(client.db);
    if (last) {
      run.written.push({
        person,
        device: client,
        clientId,
        id: last.id,
        name,
        args,
        madeAt: run.world.now,
        event: nextEvent(),
        skew: client.skewMs,
        hostile: false,
      });
    }
  };
  switch (op.kind) {
    case 'createHabit': {
      const id = uuidv7(run.world.now);
      person.habitIds.push(id);
      return record('habit.create', { id, fields: { name: op.name } });
    }
    case 'renameHabit': {
      const id = pick(op.pick);
      return id ? record('habit.update', { id, patch: { name: op.name || 'Renamed' } }) : undefined;
    }
    case 'deleteHabit': {
      const id = pick(op.pick);
      return id ? record('habit.delete', { id }) : undefined;
    }
    case 'setEntry': {
      const habitId = pick(op.pick);
      if (!habitId) return;
      const date = DAYS[op.day] as string;
      return record('entry.set', { habitId, date, completed: op.completed, value: op.completed ? 1 : 0 });
    }
    case 'savePrefs':
      return record('preferences.save', { patch: { theme: op.theme } });
  }
}

/** What an older version of the app could have queued: text and documents the database refuses. */
async function queueHostile(run: Run, index: number, which: number): Promise<void> {
  const { client, person } = run.devices[index] as Run['devices'][number];
  const habitId = person.habitIds[0] as string;
  let deep: unknown = 'leaf';
  for (let i = 0; i < 50; i += 1) deep = [deep];
  const mutation = [
    { name: 'habit.update', args: { id: habitId, patch: { name: 'Re\u0000ad' } } },
    { name: 'habit.update', args: { id: habitId, patch: { description: 'broken \uD800' } } },
    { name: 'layout.save', args: { key: 'dashboard', widgets: [deep] } },
  ][which] as { name: string; args: unknown };
  await client.db.transaction('rw', client.db.outbox, client.db.meta, async () => {
    const meta = await readMeta(client.db);
    await client.db.outbox.add({
      id: meta.nextMutationId,
      name: mutation.name as MutationName,
      args: mutation.args,
      hlc: `${String(run.world.now + client.skewMs).padStart(15, '0')}:00000:${meta.clientId}`,
      createdAt: run.world.now + client.skewMs,
    });
    await client.db.meta.put({ key: 'sync', value: { ...meta, nextMutationId: meta.nextMutationId + 1 } });
    run.written.push({
      person,
      device: client,
      clientId: meta.clientId,
      id: meta.nextMutationId,
      ...mutation,
      madeAt: run.world.now,
      event: nextEvent(),
      skew: client.skewMs,
      hostile: true,
    });
  });
}

async function restCheck(run: Run, step: Extract<Step, { kind: 'restCheck' }>): Promise<void> {
  const person = run.people[step.person] as Person;
  if (person.deleted) return;
  const habitId = person.habitIds[step.pick % person.habitIds.length] as string;
  const date = DAYS[step.day] as string;
  const app = run.apps[step.pick % 2] as App;
  const response = await app.inject({
    method: 'POST',
    url: `/api/habits/${habitId}/check`,
    headers: bearer(person.token),
    payload: { date, completed: step.completed },
  });
  if (response.statusCode !== 200) return; // A habit not on the server yet, or deleted: refused, not stored.
  const entry = await app.database.db
    .selectFrom('entries')
    .select('hlc')
    .where('habit_id', '=', habitId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
  run.rest.push({ person, habitId, date, completed: step.completed, at: run.world.now, hlc: entry.hlc });
}

/** A fresh device of `person`: what the server holds for them. */
async function freshCopy(run: Run, person: Person) {
  const fresh = createSimClient(run.world, `fresh-${uuidv7()}`, 0, { token: () => person.token });
  try {
    await fresh.engine.sync();
    return await snapshot(fresh.db);
  } finally {
    fresh.db.close();
    await fresh.db.delete();
  }
}

/** The device's skew at its last clock measurement before the event, if it had measured. */
function measuredSkewBefore(client: SimClient, event: number): number | undefined {
  return client.measurements.filter((m) => m.event < event).at(-1)?.skew;
}

async function checkProperties(run: Run): Promise<void> {
  const db = (run.apps[0] as App).database.db;
  const [ada, bo] = run.people as [Person, Person];

  // The deleted person is gone, and the group they were in goes on for the other.
  if (bo.deleted) {
    const left = await db.selectFrom('habits').select('id').where('user_id', '=', bo.userId).execute();
    expect(left, 'nothing of the deleted account remains').toEqual([]);
  }
  for (const route of ['overview', 'leaderboard', 'activity']) {
    const response = await (run.apps[1] as App).inject({
      method: 'GET',
      url: `/api/workspaces/${run.workspaceId}/${route}`,
      headers: bearer(ada.token),
    });
    expect(response.statusCode, route).toBe(200);
  }

  const results = await db.selectFrom('sync_mutation_results').selectAll().execute();
  const outcome = new Map(results.map((r) => [`${r.client_id}:${r.mutation_id}`, r]));
  for (const person of run.people.filter((p) => !p.deleted)) {
    // Every device of a remaining person equals the server.
    const server = await freshCopy(run, person);
    for (const { client } of run.devices.filter((d) => d.person === person)) {
      expect(await client.db.outbox.count(), `${client.name} has nothing pending`).toBe(0);
      expect(await snapshot(client.db), `${client.name} equals the server`).toEqual(server);
    }

    // Every change has an outcome; hostile ones were refused, each alone.
    const mine = run.written.filter((w) => w.person === person);
    for (const w of mine) {
      const result = outcome.get(`${w.clientId}:${w.id}`);
      expect(result, `${w.device.name} ${w.id} (${w.name}) has an outcome`).toBeDefined();
      if (w.hostile) expect(result?.status, `${w.name} with hostile text`).toBe('rejected');
      // No stamp takes effect after the server received the write.
      const appliedAt = w.device.applied.get(`${w.clientId}:${w.id}`);
      if (result?.status === 'ok' && result.hlc && appliedAt !== undefined) {
        expect(parseHlc(result.hlc).physical, 'effective stamp ≤ receipt').toBeLessThanOrEqual(appliedAt);
      }
    }

    // Each entry is the accepted write with the greatest effective stamp.
    interface Accepted {
      hlc: string;
      completed: boolean;
      appliedAt: number;
      madeAt: number;
      knewClock: boolean;
      habitId: string;
    }
    const byKey = new Map<string, Accepted[]>();
    const add = (key: string, accepted: Accepted) => byKey.set(key, [...(byKey.get(key) ?? []), accepted]);
    for (const w of mine) {
      const result = outcome.get(`${w.clientId}:${w.id}`);
      const appliedAt = w.device.applied.get(`${w.clientId}:${w.id}`);
      if (w.name !== 'entry.set' || result?.status !== 'ok' || !result.hlc || appliedAt === undefined)
        continue;
      const args = w.args as MutationArgs<'entry.set'>;
      add(`${args.habitId}|${args.date}`, {
        hlc: result.hlc,
        completed: args.completed,
        appliedAt,
        madeAt: w.madeAt,
        knewClock: measuredSkewBefore(w.device, w.event) === w.skew,
        habitId: args.habitId,
      });
    }
    for (const r of run.rest.filter((rest) => rest.person === person)) {
      add(`${r.habitId}|${r.date}`, {
        hlc: r.hlc,
        completed: r.completed,
        appliedAt: r.at,
        madeAt: r.at,
        knewClock: true,
        habitId: r.habitId,
      });
    }
    const liveHabits = new Set(server.habits.filter((h) => !h.deletedAt).map((h) => h.id));
    const entries = new Map(server.entries.map((e) => [`${e.habitId}|${e.date}`, e]));
    for (const [key, writes] of byKey) {
      const winner = writes.reduce((best, w) => (compareHlc(w.hlc, best.hlc) > 0 ? w : best));
      if (!liveHabits.has(winner.habitId)) continue;
      expect(entries.get(key), `entry ${key}`).toMatchObject({
        hlc: winner.hlc,
        completed: winner.completed,
      });
      // A write made after the winner took effect, by a device that knew its clock, would have won.
      const later = writes.filter((w) => w.knewClock && w.madeAt > winner.appliedAt);
      expect(
        later,
        `${key}: a later write lost to ${JSON.stringify(winner)} among ${JSON.stringify(writes)}`,
      ).toEqual([]);
    }
  }

  // Each mutation took effect once: one outcome per id, up to each device's last.
  const clients = await db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).execute();
  for (const row of clients) {
    const count = results.filter((r) => r.client_id === row.client_id).length;
    expect(count, `results of ${row.client_id}`).toBe(row.last_mutation_id);
  }
}
