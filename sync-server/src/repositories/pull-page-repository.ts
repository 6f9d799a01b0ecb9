import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { toEntryRecord, toHabitRecord, toLayoutRecord, toPreferencesRecord } from './personal-repositories';

/**
 * The rows of a scope in the order pulls send them: by version, then table, then key. A position
 * in that order says where a page stopped, so the next page can begin inside a version when one
 * write alone is larger than a page.
 */

export const SYNCED_TABLES = ['habits', 'entries', 'layouts', 'preferences'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

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

export type PageRow =
  | { table: 'habits'; position: PagePosition; record: ReturnType<typeof toHabitRecord> }
  | { table: 'entries'; position: PagePosition; record: ReturnType<typeof toEntryRecord> }
  | { table: 'layouts'; position: PagePosition; record: ReturnType<typeof toLayoutRecord> }
  | { table: 'preferences'; position: PagePosition; record: ReturnType<typeof toPreferencesRecord> };

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

/** Rows of the scope after `after`, up to version `upto`, in page order: at most `limit` per table. */
export async function rowsAfter(
  trx: Executor,
  scopeId: string,
  after: PagePosition,
  upto: number,
  limit: number,
): Promise<PageRow[]> {
  const [habits, entries, layouts, preferences] = await Promise.all([
    trx
      .selectFrom('habits')
      .selectAll()
      .where('scope_id', '=', scopeId)
      .where('version', '<=', upto)
      .where((eb) => positionAfter(eb, 0, after, [sql.ref('id')]))
      .orderBy('version')
      .orderBy('id')
      .limit(limit)
      .execute(),
    trx
      .selectFrom('entries')
      .selectAll()
      .where('scope_id', '=', scopeId)
      .where('version', '<=', upto)
      .where((eb) => positionAfter(eb, 1, after, [sql.ref('habit_id'), sql.ref('date')]))
      .orderBy('version')
      .orderBy('habit_id')
      .orderBy('date')
      .limit(limit)
      .execute(),
    trx
      .selectFrom('layouts')
      .selectAll()
      .where('scope_id', '=', scopeId)
      .where('version', '<=', upto)
      // Byte order, as JavaScript compares strings, whatever the database's collation.
      .where((eb) => positionAfter(eb, 2, after, [sql`key collate "C"`]))
      .orderBy('version')
      .orderBy(sql`key collate "C"`)
      .limit(limit)
      .execute(),
    trx
      .selectFrom('preferences')
      .selectAll()
      .where('scope_id', '=', scopeId)
      .where('version', '<=', upto)
      .where((eb) => positionAfter(eb, 3, after, [sql.ref('user_id')]))
      .orderBy('version')
      .limit(limit)
      .execute(),
  ]);
  const rows: PageRow[] = [
    ...habits.map((row) => ({
      table: 'habits' as const,
      position: { version: row.version, table: 0, key: [row.id] },
      record: toHabitRecord(row),
    })),
    ...entries.map((row) => ({
      table: 'entries' as const,
      position: { version: row.version, table: 1, key: [row.habit_id, row.date] },
      record: toEntryRecord(row),
    })),
    ...layouts.map((row) => ({
      table: 'layouts' as const,
      position: { version: row.version, table: 2, key: [row.key] },
      record: toLayoutRecord(row),
    })),
    ...preferences.map((row) => ({
      table: 'preferences' as const,
      position: { version: row.version, table: 3, key: [row.user_id] },
      record: toPreferencesRecord(row),
    })),
  ];
  return rows.sort((a, b) => comparePositions(a.position, b.position));
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
