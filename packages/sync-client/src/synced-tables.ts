import { type Hlc, maxHlc, newestHlc } from '@habitat/domain';
import {
  type MutationName,
  type PullData,
  type RefreshKeys,
  SYNCED_TABLES,
  type SyncedTable,
} from '@habitat/protocol';
import type { IndexableType, Table } from 'dexie';
import type { HabitatDb } from './db';
import { dropGroupScopes, isGroupScope } from './group-records';
import type { RefusedRow } from './pulled-rows';

/**
 * The synced tables are declared once, by the pull reply's `changes` (packages/protocol, which
 * also gives their order). Every table the device keeps has one entry below, and the compiler
 * refuses a table without one, so a new synced table cannot be forgotten by the pull, the merge of
 * pages or a refresh. The rows arrive checked against the protocol's schemas (pulled-rows.ts),
 * whose types the domain's records equal (protocol's records-match-domain test), so they are
 * written as they are, without casts.
 */
export type PulledRows = PullData['changes'];
type Row<T extends SyncedTable> = PulledRows[T][number];

interface LocalTable<T extends SyncedTable> {
  store(db: HabitatDb): Table;
  /** A row's identity across the pages of one pull: a later page's copy replaces an earlier one. */
  key(row: Row<T>): string;
  /** The local row's primary key, read from a row that failed its check (so any of it may be missing). */
  localKey(row: Partial<Record<string, unknown>>): IndexableType | undefined;
  /** Writes pulled rows and answers the newest clock among those kept. */
  write(db: HabitatDb, rows: readonly Row<T>[]): Promise<Hlc | null>;
  /** Drops the local copies of rows the server is sending again (a refresh). */
  drop(db: HabitatDb, keys: RefreshKeys): Promise<void>;
}

const newestOf = (clocks: readonly (Hlc | null)[]): Hlc | null =>
  clocks.reduce<Hlc | null>((seen, hlc) => maxHlc(seen, hlc), null);

const LOCAL_TABLES: { [T in SyncedTable]: LocalTable<T> } = {
  habits: {
    store: (db) => db.habits,
    key: (habit) => habit.id,
    localKey: ({ id }) => (typeof id === 'string' ? id : undefined),
    async write(db, habits) {
      await db.habits.bulkPut([...habits]);
      // A habit deleted elsewhere takes its entries with it, as a local delete does: including
      // check-ins still pending here, which the server will refuse and the replay skips.
      const deleted = habits.filter((habit) => habit.deletedAt).map((habit) => habit.id);
      if (deleted.length > 0) await db.entries.where('habitId').anyOf(deleted).delete();
      return newestOf(habits.map((habit) => newestHlc(habit.fieldHlcs)));
    },
    async drop(db, { habits = [] }) {
      await db.habits.bulkDelete(habits);
    },
  },
  entries: {
    store: (db) => db.entries,
    key: (entry) => `${entry.habitId}|${entry.date}`,
    localKey: ({ habitId, date }) =>
      typeof habitId === 'string' && typeof date === 'string' ? [habitId, date] : undefined,
    async write(db, entries) {
      const gone = entries.filter((entry) => entry.deletedAt);
      const live = entries.filter((entry) => !entry.deletedAt).map(({ deletedAt: _gone, ...entry }) => entry);
      await db.entries.bulkDelete(gone.map((entry) => [entry.habitId, entry.date] as [string, string]));
      await db.entries.bulkPut(live);
      // A note has a clock of its own: the device's clock must pass it too, or its next note on
      // that day would be older than the one it replaces, and lost.
      return newestOf(live.flatMap((entry) => (entry.noteHlc ? [entry.hlc, entry.noteHlc] : [entry.hlc])));
    },
    async drop(db, { habitEntries = [], entries = [] }) {
      if (habitEntries.length > 0) await db.entries.where('habitId').anyOf(habitEntries).delete();
      await db.entries.bulkDelete(entries.map((key) => [key.habitId, key.date] as [string, string]));
    },
  },
  layouts: {
    store: (db) => db.layouts,
    key: (layout) => layout.key,
    localKey: ({ key }) => (typeof key === 'string' ? key : undefined),
    async write(db, layouts) {
      await db.layouts.bulkPut([...layouts]);
      return newestOf(layouts.map((layout) => newestHlc(layout.fieldHlcs)));
    },
    async drop(db, { layouts = [] }) {
      await db.layouts.bulkDelete(layouts);
    },
  },
  preferences: {
    store: (db) => db.preferences,
    // One document per person.
    key: () => 'me',
    localKey: () => 'me',
    async write(db, preferences) {
      for (const preference of preferences) await db.preferences.put({ ...preference, key: 'me' });
      return newestOf(preferences.map((preference) => newestHlc(preference.fieldHlcs)));
    },
    async drop(db, keys) {
      if (keys.preferences) await db.preferences.delete('me');
    },
  },
  routines: {
    store: (db) => db.routines,
    key: (routine) => routine.id,
    localKey: ({ id }) => (typeof id === 'string' ? id : undefined),
    async write(db, routines) {
      // A deleted routine stays as a tombstone, as a habit does: an edit queued here is then refused
      // by the same rule on both sides, and its habits read as in no routine.
      await db.routines.bulkPut([...routines]);
      return newestOf(routines.map((routine) => newestHlc(routine.fieldHlcs)));
    },
    async drop(db, { routines = [] }) {
      await db.routines.bulkDelete(routines);
    },
  },
};

/**
 * The tables each named mutation writes, so a check-in does not lock layouts and preferences; a
 * group write (issue 31) writes the groups' rows.
 */
const MUTATION_TABLES: { [N in MutationName]: readonly (SyncedTable | 'groupRecords')[] } = {
  'habit.create': ['habits', 'entries'],
  'habit.update': ['habits', 'entries'],
  'habit.archive': ['habits', 'entries'],
  'habit.delete': ['habits', 'entries'],
  'habit.pause': ['habits', 'entries'],
  'habit.setWorkspaceSettings': ['habits', 'entries'],
  'entry.set': ['habits', 'entries'],
  'entry.note': ['habits', 'entries'],
  'routine.save': ['routines'],
  'routine.delete': ['routines'],
  'layout.save': ['layouts'],
  'preferences.save': ['preferences'],
  'encouragement.send': ['groupRecords'],
  'encouragement.respond': ['groupRecords'],
  'encouragement.read': ['groupRecords'],
  'joinRequest.answer': ['groupRecords'],
  'encouragement.cheer': ['groupRecords'],
  'groupHabit.create': ['groupRecords'],
  'groupHabit.update': ['groupRecords'],
  'groupHabit.delete': ['groupRecords'],
  'group.update': ['groupRecords'],
  'member.setRole': ['groupRecords'],
  'member.remove': ['groupRecords'],
};

function writeRows<T extends SyncedTable>(db: HabitatDb, table: T, rows: readonly Row<T>[]) {
  return LOCAL_TABLES[table].write(db, rows);
}

/** Writes a pull's rows, table by table; answers the newest clock the server has shown. */
export async function writePulled(db: HabitatDb, changes: PulledRows): Promise<Hlc | null> {
  let seen: Hlc | null = null;
  for (const table of SYNCED_TABLES) seen = maxHlc(seen, await writeRows(db, table, changes[table]));
  return seen;
}

export async function dropRefreshed(db: HabitatDb, keys: RefreshKeys): Promise<void> {
  for (const table of SYNCED_TABLES) await LOCAL_TABLES[table].drop(db, keys);
}

/**
 * Drops the device's copy of the scopes a reply resets: the person's own tables when their scope is
 * among them, and each group's rows (issue 31) for the groups among them.
 */
export async function clearScopes(db: HabitatDb, scopes: readonly string[]): Promise<void> {
  if (scopes.some((scope) => !isGroupScope(scope)))
    await Promise.all(SYNCED_TABLES.map((table) => LOCAL_TABLES[table].store(db).clear()));
  await dropGroupScopes(db, scopes);
}

/**
 * The device's own copies of rows that failed their check, read before a reset clears the tables;
 * the function returned puts them back after the reset's rows are written, so a refused row never
 * takes the device's copy with it.
 */
export async function keepLocalCopies(
  db: HabitatDb,
  refused: readonly RefusedRow[],
): Promise<() => Promise<void>> {
  const kept: { table: Table; row: unknown }[] = [];
  for (const { table, row } of refused) {
    const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const key = table === 'groupRecords' ? groupRecordKey(fields) : LOCAL_TABLES[table].localKey(fields);
    const store: Table = table === 'groupRecords' ? db.groupRecords : LOCAL_TABLES[table].store(db);
    const local = key === undefined ? undefined : await store.get(key);
    if (local !== undefined) kept.push({ table: store, row: local });
  }
  return async () => {
    for (const { table, row } of kept) await table.put(row);
  };
}

/** A group row's key, read from a row that failed its check. */
function groupRecordKey({ scope, kind, key }: Partial<Record<string, unknown>>): IndexableType | undefined {
  return typeof scope === 'string' && typeof kind === 'string' && typeof key === 'string'
    ? [scope, kind, key]
    : undefined;
}

function mergeTable<T extends SyncedTable>(table: T, a: readonly Row<T>[], b: readonly Row<T>[]): Row<T>[] {
  const { key } = LOCAL_TABLES[table];
  return [...new Map([...a, ...b].map((row) => [key(row), row])).values()];
}

/** Later pages of one pull sequence, added to the earlier ones (a row seen twice keeps its later copy). */
export function mergePulled(a: PulledRows, b: PulledRows): PulledRows {
  // Pages come in version order: for a row written in both, the later page's copy is current.
  return {
    habits: mergeTable('habits', a.habits, b.habits),
    entries: mergeTable('entries', a.entries, b.entries),
    layouts: mergeTable('layouts', a.layouts, b.layouts),
    preferences: mergeTable('preferences', a.preferences, b.preferences),
    routines: mergeTable('routines', a.routines, b.routines),
  };
}

/** Tables every pull writes: the synced ones, the groups' rows, the outbox and the sync bookkeeping. */
export function writeTables(db: HabitatDb): Table[] {
  return [
    ...SYNCED_TABLES.map((table) => LOCAL_TABLES[table].store(db)),
    db.groupRecords,
    db.outbox,
    db.meta,
  ];
}

/** The tables one named mutation touches, with the outbox and the bookkeeping it also writes. */
export function tablesFor(db: HabitatDb, name: MutationName): Table[] {
  const stores = MUTATION_TABLES[name].map((table) =>
    table === 'groupRecords' ? db.groupRecords : LOCAL_TABLES[table].store(db),
  );
  return [...stores, db.outbox, db.meta];
}
