import { isDeepStrictEqual } from 'node:util';
import { uuidv7 } from '@habitat/domain';
import { MUTATION_ARGS, PullChanges, SYNCED_TABLES, type SyncedTable } from '@habitat/protocol';
import { Check, Errors } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  toEntryRecord,
  toHabitRecord,
  toLayoutRecord,
  toPreferencesRecord,
  toRoutineRecord,
} from '../../src/repositories/personal-records';
import { call, createGroup } from '../helpers/groups';
import { newSampleState, sampleOf } from '../helpers/schema-samples';
import { syncClient } from '../helpers/sync-client';
import { type Account, bearer, registerUser, useTestApp } from '../helpers/test-app';

/**
 * Every field of every synced record, walked through push → database → pull and export → import,
 * on whichever database this run uses (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). The
 * fields come from the protocol's record schemas and the values from their mutations' schemas, so a
 * field added to a record's schema and not carried everywhere (a migration, a repository's upsert,
 * the mutation's arguments, the export) fails here with its name. Nothing below names a field,
 * except where a value must point at a row that exists and where a path leaves a field out on purpose.
 */

const ctx = useTestApp();

type Row = Record<string, unknown>;
type Schema = Record<string, unknown>;

// Read as plain JSON Schema: the walk below goes by its keywords, not by TypeBox's types.
const RECORDS = PullChanges.properties as unknown as Record<SyncedTable, { items: Schema }>;
const fieldsOf = (table: SyncedTable) =>
  Object.entries(RECORDS[table].items.properties as Record<string, Schema>);

/** Written by the server, not by a mutation: checked for shape by the record's schema only. */
const BOOKKEEPING = new Set(['fieldHlcs', 'createdAt', 'updatedAt', 'deletedAt', 'hlc', 'noteHlc']);

/** What an export leaves out on purpose: sync bookkeeping, which means nothing in a file. */
const NOT_EXPORTED: Record<SyncedTable, readonly string[]> = {
  habits: ['fieldHlcs', 'deletedAt'],
  entries: ['hlc', 'noteHlc', 'deletedAt'],
  layouts: ['fieldHlcs', 'updatedAt'],
  preferences: ['fieldHlcs', 'updatedAt'],
  routines: ['fieldHlcs', 'deletedAt'],
};

/**
 * What an import leaves out on purpose (named to the person in its preview's `notImported`): a
 * habit comes in as a new personal habit with its settings, a check-in with its day and values.
 */
const NOT_IMPORTED: Record<SyncedTable, readonly string[] | 'all'> = {
  habits: ['id', 'source', 'workspaceId', 'groupHabitId', 'workspaceSettings', ...BOOKKEEPING],
  entries: ['habitId', ...BOOKKEEPING],
  layouts: 'all',
  preferences: 'all',
  // A routine keeps its id: it is the person's own, and the habits that come in name it by it.
  routines: [...BOOKKEEPING],
};

/** A mutation argument that carries a record's field, found by the field's name. */
interface Carrier {
  mutation: keyof typeof MUTATION_ARGS;
  path: string[];
  schema: Schema;
}

function carriersIn(schema: Schema, path: string[], found: Map<string, { path: string[]; schema: Schema }>) {
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (!found.has(key)) found.set(key, { path: [...path, key], schema: property });
    if (property.type === 'object' && path.length === 0) carriersIn(property, [key], found);
  }
}

/** The fields each mutation's arguments carry, found by the fields' names. */
function carriersOf(table: SyncedTable, mutation: Carrier['mutation']): Map<string, Carrier> {
  const found = new Map<string, { path: string[]; schema: Schema }>();
  carriersIn(MUTATION_ARGS[mutation] as unknown as Schema, [], found);
  const carriers = new Map<string, Carrier>();
  for (const [field] of fieldsOf(table)) {
    const hit = found.get(field);
    if (hit && !BOOKKEEPING.has(field)) carriers.set(field, { mutation, ...hit });
  }
  return carriers;
}

/**
 * The mutations that write a record: the one whose arguments carry most of its fields, then, while
 * fields are left, the one carrying most of those (a check-in's note has a mutation of its own).
 * Each writer also carries the fields that name the row, so all of them write the same record.
 */
function writersOf(table: SyncedTable): { writers: Map<string, Carrier>[]; missing: string[] } {
  const names = Object.keys(MUTATION_ARGS) as Carrier['mutation'][];
  let missing = fieldsOf(table)
    .map(([field]) => field)
    .filter((field) => !BOOKKEEPING.has(field));
  const writers: Map<string, Carrier>[] = [];
  while (missing.length > 0) {
    const ranked = names
      .map((name) => carriersOf(table, name))
      .map((carriers) => ({ carriers, adds: missing.filter((field) => carriers.has(field)).length }))
      .sort((a, b) => b.adds - a.adds);
    const best = ranked[0];
    if (!best || best.adds === 0) break;
    writers.push(best.carriers);
    missing = missing.filter((field) => !best.carriers.has(field));
  }
  return { writers, missing };
}

/** Every field some mutation writes. */
const writtenFields = (table: SyncedTable) => new Set(writersOf(table).writers.flatMap((w) => [...w.keys()]));

const ROUNDS = 3;

interface World {
  owner: Account;
  groupId: string;
  groupHabitId: string;
  /** The habit written in this round: its check-ins point at it. */
  habitId?: string;
}

/**
 * Values that point at rows which must exist (a group the person is in, the habit a check-in
 * belongs to): no schema can make them up. Round 1 adopts a group habit; the others are personal
 * (and limits, which an adopted habit cannot be).
 */
const REFERENCES: Partial<Record<string, (world: World, round: number) => unknown>> = {
  'habits.source': (_world, round) => (round === 1 ? 'workspace' : 'personal'),
  'habits.workspaceId': (world, round) => (round === 1 ? world.groupId : null),
  'habits.groupHabitId': (world, round) => (round === 1 ? world.groupHabitId : null),
  // A habit adopted from a group stays a goal to reach (issue 30): only the others are limits.
  'habits.targetKind': (_world, round) => (round === 1 ? 'at-least' : 'at-most'),
  'entries.habitId': (world) => world.habitId,
};

function setPath(target: Row, path: readonly string[], value: unknown) {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) target[head] = value;
  else {
    target[head] ??= {};
    setPath(target[head] as Row, rest, value);
  }
}

/** The record a pull brought for what this round wrote, found by the fields that name it. */
function findPulled(table: SyncedTable, rows: Row[], sent: Row): Row | undefined {
  const keys: Record<SyncedTable, string[]> = {
    habits: ['id'],
    entries: ['habitId', 'date'],
    layouts: ['key'],
    preferences: [],
    routines: ['id'],
  };
  return rows.find((row) => keys[table].every((key) => row[key] === sent[key]));
}

/** Equal as data: key order is the serializer's or the database's, never meaningful. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** Each record once, as the last round left it (preferences are one record, rewritten each round). */
function latest(table: SyncedTable, rows: Row[]): Row[] {
  return rows.filter((row, index) => !rows.slice(index + 1).some((later) => findPulled(table, [later], row)));
}

async function setUp(): Promise<World> {
  const owner = await registerUser(ctx.app);
  const groupId = await createGroup(ctx.app, owner);
  const created = await call(ctx.app, owner, 'POST', `/api/workspaces/${groupId}/habits`, { name: 'Walk' });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { owner, groupId, groupHabitId: created.json().habit._id };
}

describe('every field of every synced record', () => {
  it('is written by a mutation, or is bookkeeping the server writes', () => {
    const unwritten = SYNCED_TABLES.flatMap((table) =>
      writersOf(table).missing.map((field) => `${table}.${field}: no mutation carries it`),
    );
    expect(unwritten).toEqual([]);
  });

  it('goes through push, the database and pull, and through export and import', async () => {
    const world = await setUp();
    const device = syncClient(ctx.app, world.owner);
    const problems: string[] = [];
    /** Per field, the values that came back as they were sent (a field must carry two). */
    const carried = new Map<string, unknown[]>();
    const pulledInRounds: Record<SyncedTable, Row[]> = {
      habits: [],
      entries: [],
      layouts: [],
      preferences: [],
      routines: [],
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const sentRows: Partial<Record<SyncedTable, Row>> = {};
      const mutations = [];
      for (const table of SYNCED_TABLES) {
        const state = newSampleState(round);
        const sent: Row = {};
        for (const carriers of writersOf(table).writers) {
          const args: Row = {};
          let mutation: Carrier['mutation'] | undefined;
          for (const [field, fieldSchema] of fieldsOf(table)) {
            const carrier = carriers.get(field);
            if (!carrier) continue;
            mutation = carrier.mutation;
            const reference = REFERENCES[`${table}.${field}`];
            // A field an earlier writer of this record sent (its key) keeps its value.
            const value =
              field in sent
                ? sent[field]
                : reference
                  ? reference(world, round)
                  : sampleOf(carrier.schema, field, state, fieldSchema);
            sent[field] = value;
            setPath(args, carrier.path, value);
          }
          if (!mutation) continue;
          // Arguments the record does not hold (none today) would need a sample too.
          if (!Check(MUTATION_ARGS[mutation], args)) problems.push(`${mutation}: samples not accepted`);
          mutations.push(device.mutation(mutation, args));
        }
        if (Object.keys(sent).length === 0) continue;
        if (table === 'habits') world.habitId = sent.id as string;
        sentRows[table] = sent;
      }
      const pushed = await device.push(mutations);
      const refused = pushed
        .json()
        .data.results.filter((result: { status: string }) => result.status !== 'ok');
      expect(refused, `round ${round}`).toEqual([]);

      const reply = await device.pull({ cursors: {} });
      if (reply.statusCode !== 200) {
        // The serializer refused a record it was declared to send: say which field it lacked.
        const why = await storedRecordProblems();
        expect([...problems, `pull answered ${reply.statusCode}`, ...why]).toEqual([]);
      }
      const pulled = reply.json().data.changes as Record<SyncedTable, Row[]>;
      for (const table of SYNCED_TABLES) {
        const sent = sentRows[table];
        if (!sent) continue;
        const row = findPulled(table, pulled[table], sent);
        if (!row) {
          problems.push(`${table}: round ${round}'s record did not come back`);
          continue;
        }
        if (!Check(RECORDS[table].items as never, row))
          problems.push(`${table}: pulled record breaks its schema`);
        pulledInRounds[table].push(row);
        for (const [field, value] of Object.entries(sent)) {
          if (!same(row[field], value)) continue;
          const seen = carried.get(`${table}.${field}`) ?? [];
          if (!seen.some((other) => same(other, value))) seen.push(value);
          carried.set(`${table}.${field}`, seen);
        }
      }
    }

    for (const table of SYNCED_TABLES) {
      for (const field of writtenFields(table)) {
        const values = carried.get(`${table}.${field}`) ?? [];
        // Two values sent and pulled back as sent: not a default that happened to match once.
        if (values.length < 2) {
          problems.push(
            `${table}.${field}: not carried through push, database and pull (${values.length} of 2 values)`,
          );
        }
      }
    }

    problems.push(...(await exportProblems(world.owner, pulledInRounds)));
    problems.push(...(await importProblems(world.owner, pulledInRounds)));
    expect(problems).toEqual([]);
  });
});

/** The records as the server reads them from the database, against their schemas (by field). */
async function storedRecordProblems(): Promise<string[]> {
  const { db } = ctx.database;
  const stored: Record<SyncedTable, readonly unknown[]> = {
    habits: (await db.selectFrom('habits').selectAll().execute()).map(toHabitRecord),
    entries: (await db.selectFrom('entries').selectAll().execute()).map(toEntryRecord),
    layouts: (await db.selectFrom('layouts').selectAll().execute()).map(toLayoutRecord),
    preferences: (await db.selectFrom('preferences').selectAll().execute()).map(toPreferencesRecord),
    routines: (await db.selectFrom('routines').selectAll().execute()).map(toRoutineRecord),
  };
  const problems = SYNCED_TABLES.flatMap((table) =>
    stored[table].flatMap((row) =>
      Errors(RECORDS[table].items as never, row).map(
        (error) => `${table} as stored: ${error.instancePath || '/'} ${error.message}`,
      ),
    ),
  );
  return [...new Set(problems)];
}

/** The export holds every field of each record as pulled, but what NOT_EXPORTED names. */
async function exportProblems(owner: Account, pulled: Record<SyncedTable, Row[]>): Promise<string[]> {
  const response = await call(ctx.app, owner, 'POST', '/api/users/export-data');
  const document = response.json().data as Record<string, unknown>;
  const problems: string[] = [];
  for (const table of SYNCED_TABLES) {
    const section = document[table];
    const exported = (Array.isArray(section) ? section : [section]) as Row[];
    for (const row of latest(table, pulled[table])) {
      const copy = table === 'preferences' ? exported[0] : findPulled(table, exported, row);
      for (const [field] of fieldsOf(table)) {
        if (NOT_EXPORTED[table].includes(field)) continue;
        if (!copy || !same(copy[field], row[field]))
          problems.push(`${table}.${field}: not in the export as pulled`);
      }
    }
  }
  return [...new Set(problems)];
}

/** An import of that export into a new account brings back each field but what NOT_IMPORTED names. */
async function importProblems(owner: Account, pulled: Record<SyncedTable, Row[]>): Promise<string[]> {
  const exported = (await call(ctx.app, owner, 'POST', '/api/users/export-data')).json().data;
  const other = await registerUser(ctx.app);
  const imported = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/import-data',
    headers: bearer(other.token),
    payload: { source: 'habitat', document: exported, apply: true },
  });
  if (imported.statusCode !== 200) return [`import: ${imported.body}`];
  const reply = await syncClient(ctx.app, other).pull();
  if (reply.statusCode !== 200) return [`pull after the import answered ${reply.statusCode}: ${reply.body}`];
  const back = reply.json().data.changes as Record<SyncedTable, Row[]>;
  const habitName = (rows: Row[], id: unknown) => rows.find((habit) => habit.id === id)?.name;
  const problems: string[] = [];
  for (const table of SYNCED_TABLES) {
    const leftOut = NOT_IMPORTED[table];
    if (leftOut === 'all') continue;
    for (const row of latest(table, pulled[table])) {
      // A habit comes back under a new id: it and its check-ins are found by the habit's name.
      const copy =
        table === 'habits'
          ? back.habits.find((habit) => habit.name === row.name)
          : table === 'routines'
            ? back.routines.find((routine) => routine.id === row.id)
            : back.entries.find(
                (entry) =>
                  entry.date === row.date &&
                  habitName(back.habits, entry.habitId) === habitName(pulled.habits, row.habitId),
              );
      for (const [field] of fieldsOf(table)) {
        if (leftOut.includes(field)) continue;
        if (!copy || !same(copy[field], row[field]))
          problems.push(`${table}.${field}: not brought back by an import`);
      }
    }
  }
  return [...new Set(problems)];
}

describe('a field no schema declares', () => {
  it('is refused in every mutation, pushed or sent through REST, and named', async () => {
    const { owner } = await setUp();
    const device = syncClient(ctx.app, owner);
    const habitId = uuidv7();
    const created = await device.push([
      device.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
    ]);
    expect(created.json().data.results).toEqual([{ id: 1, status: 'ok' }]);

    const valid: Record<keyof typeof MUTATION_ARGS, Row> = {
      'habit.create': { id: uuidv7(), fields: { name: 'Run' } },
      'habit.update': { id: habitId, patch: { name: 'Read more' } },
      'habit.archive': { id: habitId, archived: false },
      'habit.delete': { id: uuidv7() },
      'habit.pause': { id: habitId, pauses: { p1: { kind: 'span', from: '2026-03-02', until: null } } },
      'habit.setWorkspaceSettings': { id: habitId, settings: { shareProgress: 'private' } },
      'entry.set': { habitId, date: '2026-03-02', completed: true, value: 1 },
      'entry.note': { habitId, date: '2026-03-02', note: 'Ran in the rain' },
      'routine.save': { id: uuidv7(), fields: { name: 'Morning' } },
      'routine.delete': { id: uuidv7() },
      'layout.save': { key: 'dashboard', widgets: [] },
      'preferences.save': { patch: { theme: 'dark' } },
      'encouragement.send': { id: uuidv7(), workspaceId: uuidv7(), toUserId: uuidv7(), message: 'Go on' },
      'encouragement.respond': { id: uuidv7(), workspaceId: uuidv7(), message: 'Thanks' },
      'encouragement.read': { workspaceId: uuidv7(), ids: [uuidv7()] },
      'encouragement.cheer': { id: uuidv7(), workspaceId: uuidv7(), toUserId: uuidv7(), habitId: uuidv7() },
      'joinRequest.answer': { workspaceId: uuidv7(), requestId: uuidv7(), answer: 'accept' },
      'groupHabit.create': { id: uuidv7(), workspaceId: uuidv7(), fields: { name: 'Walk' } },
      'groupHabit.update': { id: uuidv7(), workspaceId: uuidv7(), patch: { name: 'Walk far' } },
      'groupHabit.delete': { id: uuidv7(), workspaceId: uuidv7() },
      'group.update': { workspaceId: uuidv7(), patch: { name: 'Walkers' } },
      'member.setRole': { workspaceId: uuidv7(), memberId: uuidv7(), role: 'admin' },
      'member.remove': { workspaceId: uuidv7(), memberId: uuidv7() },
    };
    const names = Object.keys(MUTATION_ARGS) as (keyof typeof MUTATION_ARGS)[];
    const pushed = await device.push(
      names.map((name) => device.mutation(name, { ...valid[name], mood: 'x' })),
    );
    expect(pushed.json().data.results).toEqual(
      names.map((_, index) => ({ id: index + 2, status: 'rejected', error: 'Unknown field "mood"' })),
    );

    const rest = await call(ctx.app, owner, 'POST', `/api/habits/${habitId}/check`, {
      date: '2026-03-02',
      completed: true,
      mood: 'x',
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().error).toBe('Unknown field "mood"');
  });
});
