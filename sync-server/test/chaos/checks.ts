import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { DeviceState } from '../devices/node-device';
import { type Acknowledgement, FILTER_NAME, type Ledger, type Write, type WriteKind } from './ledger';

/**
 * What the run is judged by, once every device has synced until quiet and the server has stopped:
 * - lost: an acknowledged write whose effect is not in the server's database. A write is present
 *   when the row it wrote holds its value under the stamp the server applied it with, or a stamp
 *   greater than that (a later write to the same check-in or field won: superseded, not lost).
 *   The stamp it was applied with is the server's own record of it (sync_mutation_results).
 * - duplicated: one habit's check-in for one day held twice (the same group habit adopted twice
 *   by one person and both kept, or one check-in on both), on the server or on any device.
 * - converged: every device holds exactly what a device that never saw a fault pulls from the
 *   server, and that is what the server's tables hold, for each person.
 * Writes confirmed by a pull instead of a push answer (the answer was lost) must be present too.
 */
export interface CheckResult {
  made: number;
  /** Of those, how many of each kind. */
  madeByKind: Record<WriteKind, number>;
  acknowledged: number;
  /** Acknowledged writes present (their own value, or superseded by a later write). */
  present: number;
  /** Of those, how many a later write to the same check-in or field had overwritten. */
  superseded: number;
  /** Writes whose push answer never reached the device, confirmed by a pull: all must be present. */
  confirmedByPull: number;
  confirmedByPullPresent: number;
  lost: string[];
  /** Writes the device made that the server never confirmed at all (neither by push nor pull). */
  unconfirmed: string[];
  refused: string[];
  duplicated: string[];
  converged: boolean;
  differences: string[];
  /** Group habits adopted a second time on another device before it heard of the first: merged. */
  aliases: number;
}

export interface DeviceFinal {
  name: string;
  userId: string;
  state: DeviceState;
}

/** What the checks read of the server's database: outcomes of mutations, aliases, habits, check-ins. */
export interface ServerRows {
  /** By `clientId:mutationId`. */
  results: Map<string, { status: string; hlc: string | null }>;
  /** Alias habit id → the habit it stands for. */
  aliases: Map<string, string>;
  habits: Map<string, ServerHabit>;
  /** By `habitId|date`. */
  entries: Map<string, ServerEntry>;
  /** By `userId|key`. */
  layouts: Map<string, ServerLayout>;
}

export type ServerHabit = Awaited<ReturnType<typeof readHabits>>[number];
export type ServerEntry = Awaited<ReturnType<typeof readEntries>>[number];
export type ServerLayout = Awaited<ReturnType<typeof readLayouts>>[number];

function readHabits(db: Kysely<Database>) {
  return db
    .selectFrom('habits')
    .select([
      'id',
      'user_id',
      'group_habit_id',
      'name',
      'description',
      'is_active',
      'field_hlcs',
      'deleted_at',
    ])
    .execute();
}

function readLayouts(db: Kysely<Database>) {
  return db.selectFrom('layouts').select(['user_id', 'key', 'filters', 'field_hlcs']).execute();
}

function readEntries(db: Kysely<Database>) {
  return db
    .selectFrom('entries')
    .select(['habit_id', 'date', 'user_id', 'completed', 'value', 'skipped', 'hlc', 'deleted_at'])
    .execute();
}

export async function readServer(db: Kysely<Database>): Promise<ServerRows> {
  const results = await db
    .selectFrom('sync_mutation_results')
    .select(['client_id', 'mutation_id', 'status', 'hlc'])
    .execute();
  const aliases = await db.selectFrom('habit_aliases').select(['alias_id', 'habit_id']).execute();
  return {
    results: new Map(
      results.map((r) => [`${r.client_id}:${Number(r.mutation_id)}`, { status: r.status, hlc: r.hlc }]),
    ),
    aliases: new Map(aliases.map((a) => [a.alias_id, a.habit_id])),
    habits: new Map((await readHabits(db)).map((h) => [h.id, h])),
    entries: new Map((await readEntries(db)).map((e) => [`${e.habit_id}|${e.date}`, e])),
    layouts: new Map((await readLayouts(db)).map((l) => [`${l.user_id}|${l.key}`, l])),
  };
}

type Verdict = { present: true; superseded: boolean } | { present: false; why: string };

/** Whether `write`, applied with stamp `hlc`, is in the server's rows (see CheckResult). */
function verdictOf(write: Write, hlc: string, rows: ServerRows): Verdict {
  let held: unknown;
  let heldHlc: string | undefined;
  if (write.kind === 'filter') {
    const layout = rows.layouts.get(`${write.userId}|${write.target}`);
    if (!layout) return { present: false, why: `the person has no ${write.target} layout` };
    held = layout.filters[FILTER_NAME];
    heldHlc = layout.field_hlcs[`filters.${FILTER_NAME}`];
  } else {
    const habitId = rows.aliases.get(write.target) ?? write.target;
    const habit = rows.habits.get(habitId);
    if (!habit || habit.deleted_at || habit.user_id !== write.userId)
      return { present: false, why: `its habit ${habitId} is not a live habit of its person` };
    if (write.kind === 'habit') return { present: true, superseded: false };
    if (write.kind === 'edit') {
      held = habit.description;
      heldHlc = habit.field_hlcs.description;
    } else {
      const entry = rows.entries.get(`${habitId}|${write.date}`);
      if (entry && !entry.deleted_at) {
        held = entry.value;
        heldHlc = entry.hlc;
      }
    }
  }
  if (heldHlc === undefined)
    return { present: false, why: `nothing is held for ${write.date ?? 'the field'}` };
  if (heldHlc > hlc) return { present: true, superseded: true };
  if (heldHlc === hlc && held === write.value) return { present: true, superseded: false };
  return {
    present: false,
    why: `the server holds ${JSON.stringify(held)} (stamp ${heldHlc}) where it applied ${JSON.stringify(write.value)} (stamp ${hlc})`,
  };
}

/** The stamp the server applied a write with, from any id it was sent under; null if none was applied. */
function appliedHlc(pairs: readonly Acknowledgement[], rows: ServerRows): string | null {
  for (const { clientId, mutationId } of pairs) {
    const result = rows.results.get(`${clientId}:${mutationId}`);
    if (result?.status === 'ok' && result.hlc) return result.hlc;
  }
  return null;
}

const live = (state: DeviceState): DeviceState => ({
  ...state,
  habits: state.habits.filter((habit) => !habit.deletedAt),
});

/** What both the server's tables and a device hold of a person: live habits, check-ins and layouts' filters. */
function projectDevice(state: DeviceState) {
  return {
    layouts: state.layouts
      .map((l) => ({ key: l.key, filters: l.filters, fieldHlcs: l.fieldHlcs }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    habits: live(state)
      .habits.map((h) => ({
        id: h.id,
        name: h.name,
        description: h.description,
        isActive: h.isActive,
        groupHabitId: h.groupHabitId,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    entries: state.entries
      .map((e) => ({
        habitId: e.habitId,
        date: e.date,
        completed: e.completed,
        value: e.value,
        skipped: e.skipped,
        hlc: e.hlc,
      }))
      .sort((a, b) => `${a.habitId}|${a.date}`.localeCompare(`${b.habitId}|${b.date}`)),
  };
}

function projectServer(rows: ServerRows, userId: string) {
  const habits = [...rows.habits.values()].filter((h) => h.user_id === userId && !h.deleted_at);
  const liveIds = new Set(habits.map((h) => h.id));
  return {
    layouts: [...rows.layouts.values()]
      .filter((l) => l.user_id === userId)
      .map((l) => ({ key: l.key, filters: l.filters, fieldHlcs: l.field_hlcs }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    habits: habits
      .map((h) => ({
        id: h.id,
        name: h.name,
        description: h.description,
        isActive: h.is_active,
        groupHabitId: h.group_habit_id,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    entries: [...rows.entries.values()]
      .filter((e) => e.user_id === userId && !e.deleted_at && liveIds.has(e.habit_id))
      .map((e) => ({
        habitId: e.habit_id,
        date: e.date,
        completed: e.completed,
        value: e.value,
        skipped: e.skipped,
        hlc: e.hlc,
      }))
      .sort((a, b) => `${a.habitId}|${a.date}`.localeCompare(`${b.habitId}|${b.date}`)),
  };
}

/** The first few rows two views disagree on, in words. */
function differencesBetween(
  label: string,
  a: ReturnType<typeof projectServer>,
  b: ReturnType<typeof projectServer>,
) {
  const out: string[] = [];
  const keys = {
    layouts: (row: object) => (row as { key: string }).key,
    habits: (row: object) => (row as { id: string }).id,
    entries: (row: object) => `${(row as { habitId: string }).habitId}|${(row as { date: string }).date}`,
  };
  for (const table of ['habits', 'entries', 'layouts'] as const) {
    const key = keys[table];
    const left = new Map<string, object>(a[table].map((row: object) => [key(row), row]));
    const right = new Map<string, object>(b[table].map((row: object) => [key(row), row]));
    for (const k of new Set([...left.keys(), ...right.keys()])) {
      if (isDeepStrictEqual(left.get(k), right.get(k))) continue;
      out.push(
        `${label}: ${table} ${k}: ${JSON.stringify(left.get(k) ?? null)} vs ${JSON.stringify(right.get(k) ?? null)}`,
      );
      if (out.length >= 5) return out;
    }
  }
  return out;
}

/** Check-ins of one habit on one day held more than once (one per live copy of a group habit). */
function duplicatesIn(
  where: string,
  habits: Array<{ id: string; userId: string; groupHabitId: string | null }>,
  entries: Array<{ habitId: string; date: string }>,
): string[] {
  const out: string[] = [];
  const logical = new Map(habits.map((h) => [h.id, `${h.userId}|${h.groupHabitId ?? h.id}`]));
  const copies = new Map<string, number>();
  for (const h of habits)
    if (h.groupHabitId)
      copies.set(`${h.userId}|${h.groupHabitId}`, (copies.get(`${h.userId}|${h.groupHabitId}`) ?? 0) + 1);
  for (const [key, n] of copies)
    if (n > 1) out.push(`${where}: group habit ${key} adopted ${n} times by one person`);
  const days = new Map<string, number>();
  for (const e of entries) {
    const habit = logical.get(e.habitId);
    if (!habit) continue;
    const key = `${habit}|${e.date}`;
    days.set(key, (days.get(key) ?? 0) + 1);
  }
  for (const [key, n] of days) if (n > 1) out.push(`${where}: check-in ${key} held ${n} times`);
  return out;
}

export function judge(input: {
  ledger: Ledger;
  rows: ServerRows;
  devices: DeviceFinal[];
  /** Per person: what a fresh device pulled from the server at the end. */
  referees: Map<string, DeviceState>;
}): CheckResult {
  const { ledger, rows, devices, referees } = input;
  const result: CheckResult = {
    made: ledger.writes.size,
    madeByKind: {
      'check-in': ledger.count('check-in'),
      edit: ledger.count('edit'),
      filter: ledger.count('filter'),
      habit: ledger.count('habit'),
    },
    acknowledged: ledger.acknowledged.size,
    present: 0,
    superseded: 0,
    confirmedByPull: 0,
    confirmedByPullPresent: 0,
    lost: [],
    unconfirmed: [],
    refused: [...ledger.refused].map(([tag, error]) => `${tag}: ${error}`),
    duplicated: [],
    converged: true,
    differences: [],
    aliases: rows.aliases.size,
  };

  for (const [tag, write] of ledger.writes) {
    if (ledger.refused.has(tag)) continue;
    const ack = ledger.acknowledged.get(tag);
    const hlc = appliedHlc(ack ? [ack] : (ledger.sent.get(tag) ?? []), rows);
    if (!ack) {
      if (!hlc) {
        result.unconfirmed.push(`${tag} (${write.device}): the server never applied it`);
        continue;
      }
      result.confirmedByPull += 1;
    }
    const verdict: Verdict = hlc
      ? verdictOf(write, hlc, rows)
      : { present: false, why: 'the server keeps no record of having applied it' };
    if (!verdict.present) {
      (ack ? result.lost : result.unconfirmed).push(`${tag} (${write.device}): ${verdict.why}`);
      continue;
    }
    if (ack) {
      result.present += 1;
      if (verdict.superseded) result.superseded += 1;
    } else result.confirmedByPullPresent += 1;
  }

  const serverHabits = [...rows.habits.values()]
    .filter((h) => !h.deleted_at)
    .map((h) => ({ id: h.id, userId: h.user_id, groupHabitId: h.group_habit_id }));
  const liveServerIds = new Set(serverHabits.map((h) => h.id));
  result.duplicated.push(
    ...duplicatesIn(
      'server',
      serverHabits,
      [...rows.entries.values()]
        .filter((e) => !e.deleted_at && liveServerIds.has(e.habit_id))
        .map((e) => ({ habitId: e.habit_id, date: e.date })),
    ),
  );
  for (const device of devices) {
    const state = live(device.state);
    result.duplicated.push(
      ...duplicatesIn(
        device.name,
        state.habits.map((h) => ({ id: h.id, userId: device.userId, groupHabitId: h.groupHabitId })),
        state.entries,
      ),
    );
  }

  for (const [userId, referee] of referees) {
    const server = projectServer(rows, userId);
    const pulled = projectDevice(referee);
    if (!isDeepStrictEqual(server, pulled))
      result.differences.push(...differencesBetween(`server vs a fresh pull (${userId})`, server, pulled));
    for (const device of devices.filter((d) => d.userId === userId)) {
      if (isDeepStrictEqual(live(device.state), live(referee))) continue;
      const differences = differencesBetween(
        `${device.name} vs the server`,
        projectDevice(device.state),
        pulled,
      );
      result.differences.push(
        ...(differences.length > 0
          ? differences
          : [`${device.name}: differs from the server beyond habits and check-ins`]),
      );
    }
  }
  result.converged = result.differences.length === 0;
  return result;
}

/** Reads the server's database and judges the run by it. */
export async function checkRun(input: {
  ledger: Ledger;
  db: Kysely<Database>;
  devices: DeviceFinal[];
  referees: Map<string, DeviceState>;
}): Promise<CheckResult> {
  return judge({ ...input, rows: await readServer(input.db) });
}

/** The run passed: nothing acknowledged lost, nothing doubled, everyone agrees, nothing left unconfirmed or refused. */
export function passed(result: CheckResult): boolean {
  return (
    result.lost.length === 0 &&
    result.duplicated.length === 0 &&
    result.converged &&
    result.unconfirmed.length === 0 &&
    result.refused.length === 0
  );
}
