import { isDateKey, isUuid } from '@habitat/domain';
import { type PullData, SYNCED_TABLES, type SyncedTable } from '@habitat/protocol';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import {
  toEntryRecord,
  toHabitRecord,
  toLayoutRecord,
  toPreferencesRecord,
  toRoutineRecord,
} from './personal-records';

/**
 * The rows of a scope in the order pulls send them: by version, then table, then key. A position
 * in that order says where a page stopped, so the next page can begin inside a version when one
 * write alone is larger than a page.
 */

export { SYNCED_TABLES, type SyncedTable };

/** A table's place in page order. */
const ORDER = Object.fromEntries(SYNCED_TABLES.map((table, index) => [table, index])) as Record<
  SyncedTable,
  number
>;

export interface PagePosition {
  version: number;
  /** Index in SYNCED_TABLES; past the last one means "after every row of this version". */
  table: number;
  key: string[];
}

/** The position after every row of versions up to `version`. */
export function afterVersion(version: number): PagePosition {
  return { version, table: SYNCED_TABLES.length, key: [] };
}

type Row<T extends SyncedTable> = PullData['changes'][T][number];

/** A row of a page: its table, its place in page order, and the record a pull sends. */
interface TableRow<T extends SyncedTable> {
  table: T;
  position: PagePosition;
  record: Row<T>;
}
export type PageRow = { [T in SyncedTable]: TableRow<T> }[SyncedTable];

export function comparePositions(a: PagePosition, b: PagePosition): number {
  if (a.version !== b.version) return a.version - b.version;
  if (a.table !== b.table) return a.table - b.table;
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i += 1) {
    const x = a.key[i] ?? '';
    const y = b.key[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

interface PageTable<T extends SyncedTable> {
  /** The table's rows of the scope after `after`, up to version `upto`, in page order. */
  rowsAfter(
    scopeId: string,
    after: PagePosition,
    upto: number,
    limit: number,
    trx: Executor,
  ): Promise<TableRow<T>[]>;
  /** Whether a resume token's key has the shape of this table's key. */
  isKey(key: string[]): boolean;
}

const single = (test: (value: string) => boolean) => (key: string[]) =>
  key.length === 1 && test(key[0] as string);

/**
 * How a pull pages each synced table: its key columns, in the order rows are sent within a version.
 * One entry per table of the protocol's SYNCED_TABLES; the compiler refuses a table without one.
 */
const PAGE_TABLES: { [T in SyncedTable]: PageTable<T> } = {
  habits: {
    async rowsAfter(scopeId, after, upto, limit, trx) {
      const rows = await trx
        .selectFrom('habits')
        .selectAll()
        .where('scope_id', '=', scopeId)
        .where('version', '<=', upto)
        .where((eb) => positionAfter(eb, ORDER.habits, after, [sql.ref('id')]))
        .orderBy('version')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        table: 'habits' as const,
        position: { version: row.version, table: ORDER.habits, key: [row.id] },
        record: toHabitRecord(row),
      }));
    },
    isKey: single(isUuid),
  },
  entries: {
    async rowsAfter(scopeId, after, upto, limit, trx) {
      const rows = await trx
        .selectFrom('entries')
        .selectAll()
        .where('scope_id', '=', scopeId)
        .where('version', '<=', upto)
        .where((eb) => positionAfter(eb, ORDER.entries, after, [sql.ref('habit_id'), sql.ref('date')]))
        .orderBy('version')
        .orderBy('habit_id')
        .orderBy('date')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        table: 'entries' as const,
        position: { version: row.version, table: ORDER.entries, key: [row.habit_id, row.date] },
        record: toEntryRecord(row),
      }));
    },
    isKey: ([habitId, date, ...rest]) => isUuid(habitId) && isDateKey(date ?? '') && rest.length === 0,
  },
  layouts: {
    async rowsAfter(scopeId, after, upto, limit, trx) {
      const rows = await trx
        .selectFrom('layouts')
        .selectAll()
        .where('scope_id', '=', scopeId)
        .where('version', '<=', upto)
        // Byte order, as JavaScript compares strings, whatever the database's collation.
        .where((eb) => positionAfter(eb, ORDER.layouts, after, [sql`key collate "C"`]))
        .orderBy('version')
        .orderBy(sql`key collate "C"`)
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        table: 'layouts' as const,
        position: { version: row.version, table: ORDER.layouts, key: [row.key] },
        record: toLayoutRecord(row),
      }));
    },
    isKey: single((key) => /^[a-z][a-z0-9:_-]{0,79}$/.test(key)),
  },
  preferences: {
    async rowsAfter(scopeId, after, upto, limit, trx) {
      const rows = await trx
        .selectFrom('preferences')
        .selectAll()
        .where('scope_id', '=', scopeId)
        .where('version', '<=', upto)
        .where((eb) => positionAfter(eb, ORDER.preferences, after, [sql.ref('user_id')]))
        .orderBy('version')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        table: 'preferences' as const,
        position: { version: row.version, table: ORDER.preferences, key: [row.user_id] },
        record: toPreferencesRecord(row),
      }));
    },
    isKey: single(isUuid),
  },
  routines: {
    async rowsAfter(scopeId, after, upto, limit, trx) {
      const rows = await trx
        .selectFrom('routines')
        .selectAll()
        .where('scope_id', '=', scopeId)
        .where('version', '<=', upto)
        .where((eb) => positionAfter(eb, ORDER.routines, after, [sql.ref('id')]))
        .orderBy('version')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        table: 'routines' as const,
        position: { version: row.version, table: ORDER.routines, key: [row.id] },
        record: toRoutineRecord(row),
      }));
    },
    isKey: single(isUuid),
  },
};

export function createPullPageRepository(db: Kysely<Database>) {
  return {
    /** Rows of the scope after `after`, up to version `upto`, in page order: at most `limit` per table. */
    async rowsAfter(
      scopeId: string,
      after: PagePosition,
      upto: number,
      limit: number,
      trx: Executor = db,
    ): Promise<PageRow[]> {
      const tables = await Promise.all(
        SYNCED_TABLES.map((table) => PAGE_TABLES[table].rowsAfter(scopeId, after, upto, limit, trx)),
      );
      return tables.flat().sort((a, b) => comparePositions(a.position, b.position));
    },
  };
}

export type PullPageRepository = ReturnType<typeof createPullPageRepository>;

/** Whether `key` is a key of the table at `table` in page order (a resume token's claim). */
export function isPageKey(table: number, key: string[]): boolean {
  const name = SYNCED_TABLES[table];
  return name !== undefined && PAGE_TABLES[name].isKey(key);
}

/** A pull reply's changes with nothing in them yet. */
export function noChanges(): PullData['changes'] {
  return Object.fromEntries(SYNCED_TABLES.map((table) => [table, []])) as unknown as PullData['changes'];
}

/** (version, table, key…) > after, for the table at `table` whose key columns are `columns`. */
function positionAfter(
  eb: ExpressionBuilder<Database, SyncedTable>,
  table: number,
  after: PagePosition,
  columns: ReturnType<typeof sql.ref>[] | ReturnType<typeof sql>[],
) {
  const version = sql.ref('version');
  if (table > after.table) return eb(version, '>=', after.version);
  if (table < after.table) return eb(version, '>', after.version);
  return eb.or([
    eb(version, '>', after.version),
    eb.and([eb(version, '=', after.version), keyAfter(columns, after.key)]),
  ]);
}

/** Lexicographic (a, b…) > (x, y…), written out so that every engine and collation agrees. */
function keyAfter(
  columns: ReadonlyArray<ReturnType<typeof sql>>,
  key: string[],
): ReturnType<typeof sql<SqlBool>> {
  const [first, ...rest] = columns;
  const [value, ...restKey] = key;
  if (!first || value === undefined) return sql<SqlBool>`false`;
  if (rest.length === 0) return sql<SqlBool>`${first} > ${value}`;
  return sql<SqlBool>`(${first} > ${value} or (${first} = ${value} and ${keyAfter(rest, restKey)}))`;
}
