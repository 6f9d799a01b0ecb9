import type { EntryRecord } from '@habitat/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type Stamp, toEntryRecord } from './personal-records';

/** An entry's key, a habit and a day. */
export interface EntryKey {
  habitId: string;
  date: string;
}

/** One string per entry key, for maps. */
export function entryKey(habitId: string, date: string): string {
  return `${habitId}|${date}`;
}

/** Keys per statement (two array parameters, whatever their length), bounding each statement's work; and rows
 * per multi-row insert, 13 parameters each: well inside PostgreSQL's 65,535. */
const KEYS_PER_STATEMENT = 5000;
const ROWS_PER_INSERT = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `(habit_id, date)` is one of these keys: two array parameters, however many keys. */
function keysIn(keys: readonly EntryKey[]) {
  return sql<SqlBool>`(habit_id, date) in (
    select * from unnest(${keys.map((key) => key.habitId)}::uuid[], ${keys.map((key) => key.date)}::date[]))`;
}

export function createEntryRepository(db: Kysely<Database>) {
  /** Writes many entries stamped with one version: a multi-row upsert per chunk of rows. */
  async function saveMany(entries: readonly EntryRecord[], stamp: Stamp, trx: Executor = db): Promise<void> {
    for (const chunk of chunks(entries, ROWS_PER_INSERT)) {
      await trx
        .insertInto('entries')
        .values(
          chunk.map((entry) => ({
            habit_id: entry.habitId,
            date: entry.date,
            user_id: stamp.userId,
            scope_id: stamp.scopeId,
            completed: entry.completed,
            value: entry.value,
            skipped: entry.skipped,
            hlc: entry.hlc,
            updated_at: entry.updatedAt,
            deleted_at: null,
            note: entry.note ?? null,
            note_hlc: entry.noteHlc ?? null,
            version: stamp.version,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['habit_id', 'date']).doUpdateSet((eb) => ({
            completed: eb.ref('excluded.completed'),
            value: eb.ref('excluded.value'),
            skipped: eb.ref('excluded.skipped'),
            hlc: eb.ref('excluded.hlc'),
            updated_at: eb.ref('excluded.updated_at'),
            deleted_at: null,
            note: eb.ref('excluded.note'),
            note_hlc: eb.ref('excluded.note_hlc'),
            version: eb.ref('excluded.version'),
          })),
        )
        .execute();
    }
  }

  return {
    async find(habitId: string, date: string, trx: Executor = db): Promise<EntryRecord | undefined> {
      const row = await trx
        .selectFrom('entries')
        .selectAll()
        .where('habit_id', '=', habitId)
        .where('date', '=', date)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && toEntryRecord(row);
    },

    /** The live entries of these (habit, date) keys, by `entryKey`: one statement however many. */
    async findMany(keys: readonly EntryKey[], trx: Executor = db): Promise<Map<string, EntryRecord>> {
      const found = new Map<string, EntryRecord>();
      for (const chunk of chunks(keys, KEYS_PER_STATEMENT)) {
        const rows = await trx
          .selectFrom('entries')
          .selectAll()
          .where(keysIn(chunk))
          .where('deleted_at', 'is', null)
          .execute();
        for (const row of rows) found.set(entryKey(row.habit_id, row.date), toEntryRecord(row));
      }
      return found;
    },

    saveMany,

    /** Re-stamps many entries with this write's version (see touch). */
    async touchMany(keys: readonly EntryKey[], stamp: Stamp, trx: Executor = db): Promise<void> {
      for (const chunk of chunks(keys, KEYS_PER_STATEMENT)) {
        await trx.updateTable('entries').set({ version: stamp.version }).where(keysIn(chunk)).execute();
      }
    },

    async touch(habitId: string, date: string, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('entries')
        .set({ version: stamp.version })
        .where('habit_id', '=', habitId)
        .where('date', '=', date)
        .execute();
    },

    /** One entry: the same upsert as saveMany, so the columns an entry writes are listed once. */
    save(entry: EntryRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      return saveMany([entry], stamp, trx);
    },

    /** A deleted habit takes its entries with it, as tombstones other devices will pull. */
    async tombstoneHabitEntries(
      habitId: string,
      stamp: Stamp,
      deletedAt: string,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .updateTable('entries')
        .set({ deleted_at: deletedAt, version: stamp.version })
        .where('habit_id', '=', habitId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async listRange(
      userId: string,
      range: { habitId?: string; startDate?: string; endDate?: string },
      trx: Executor = db,
    ): Promise<EntryRecord[]> {
      let query = trx
        .selectFrom('entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      if (range.habitId) query = query.where('habit_id', '=', range.habitId);
      if (range.startDate) query = query.where('date', '>=', range.startDate);
      if (range.endDate) query = query.where('date', '<=', range.endDate);
      const rows = await query.orderBy('date').orderBy('habit_id').execute();
      return rows.map(toEntryRecord);
    },
  };
}

export type EntryRepository = ReturnType<typeof createEntryRepository>;
