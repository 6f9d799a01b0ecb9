import type { EntryRecord, HabitRecord, LayoutRecord, PreferencesRecord } from '@habitat/domain';
import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Database, EntryRow, HabitRow, LayoutRow, PreferencesTable } from '../db/schema';
import type { Executor } from './executor';

/** Habits, entries, layouts and preferences: the synced personal rows, read and written as records. */

export interface Stamp {
  userId: string;
  scopeId: string;
  version: number;
}

const iso = (date: Date) => date.toISOString();

export function toHabitRecord(row: HabitRow): HabitRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.color,
    icon: row.icon,
    frequency: row.frequency,
    isActive: row.is_active,
    scheduleDays: row.schedule_days,
    reminderEnabled: row.reminder_enabled,
    reminderTime: row.reminder_time,
    targetValue: row.target_value,
    targetUnit: row.target_unit,
    source: row.source,
    workspaceId: row.workspace_id,
    groupHabitId: row.group_habit_id,
    workspaceSettings: row.workspace_settings,
    fieldHlcs: row.field_hlcs,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export function toEntryRecord(row: EntryRow): EntryRecord & { deletedAt: string | null } {
  return {
    habitId: row.habit_id,
    date: row.date,
    completed: row.completed,
    value: row.value,
    skipped: row.skipped,
    hlc: row.hlc,
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export function toLayoutRecord(row: LayoutRow): LayoutRecord {
  return {
    key: row.key,
    layouts: row.layouts,
    widgets: row.widgets,
    filters: row.filters,
    fieldHlcs: row.field_hlcs,
    updatedAt: iso(row.updated_at),
  };
}

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
 * per multi-row insert, 11 parameters each: well inside PostgreSQL's 65,535. */
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

export function createHabitRepository(db: Kysely<Database>) {
  return {
    /** The caller's habits among these ids, by id (another user's read as absent). */
    async findMany(
      userId: string,
      ids: readonly string[],
      trx: Executor = db,
    ): Promise<Map<string, HabitRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('habits')
        .selectAll()
        .where('id', 'in', ids)
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.id, toHabitRecord(row)]));
    },

    async find(userId: string, id: string, trx: Executor = db): Promise<HabitRecord | undefined> {
      const row = await trx
        .selectFrom('habits')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toHabitRecord(row);
    },

    /** Whether an id is taken by anyone: ids are global, and another user's must not be overwritten. */
    async idTaken(id: string, trx: Executor = db): Promise<boolean> {
      const row = await trx.selectFrom('habits').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async list(
      userId: string,
      options: { includeWorkspace: boolean },
      trx: Executor = db,
    ): Promise<HabitRecord[]> {
      let query = trx
        .selectFrom('habits')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      if (!options.includeWorkspace) query = query.where('source', '=', 'personal');
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return rows.map(toHabitRecord);
    },

    /** Re-stamps a row a write left unchanged, so every device pulls the server's copy again. */
    async touch(id: string, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx.updateTable('habits').set({ version: stamp.version }).where('id', '=', id).execute();
    },

    async save(habit: HabitRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      const values = {
        name: habit.name,
        description: habit.description,
        category: habit.category,
        color: habit.color,
        icon: habit.icon,
        frequency: habit.frequency,
        is_active: habit.isActive,
        schedule_days: JSON.stringify(habit.scheduleDays),
        reminder_enabled: habit.reminderEnabled,
        reminder_time: habit.reminderTime,
        target_value: habit.targetValue,
        target_unit: habit.targetUnit,
        source: habit.source,
        workspace_id: habit.workspaceId,
        group_habit_id: habit.groupHabitId,
        workspace_settings: JSON.stringify(habit.workspaceSettings),
        field_hlcs: JSON.stringify(habit.fieldHlcs),
        updated_at: habit.updatedAt,
        deleted_at: habit.deletedAt,
        version: stamp.version,
      };
      await trx
        .insertInto('habits')
        .values({
          id: habit.id,
          user_id: stamp.userId,
          scope_id: stamp.scopeId,
          created_at: habit.createdAt,
          ...values,
        })
        // Ids are global: a row of another user's is never overwritten.
        .onConflict((oc) => oc.column('id').doUpdateSet(values).where('habits.user_id', '=', stamp.userId))
        .execute();
    },
  };
}

export function createEntryRepository(db: Kysely<Database>) {
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

    /** Writes many entries stamped with one version: a multi-row upsert per chunk of rows. */
    async saveMany(entries: readonly EntryRecord[], stamp: Stamp, trx: Executor = db): Promise<void> {
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
              version: eb.ref('excluded.version'),
            })),
          )
          .execute();
      }
    },

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

    async save(entry: EntryRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      const values = {
        completed: entry.completed,
        value: entry.value,
        skipped: entry.skipped,
        hlc: entry.hlc,
        updated_at: entry.updatedAt,
        deleted_at: null,
        version: stamp.version,
      };
      await trx
        .insertInto('entries')
        .values({
          habit_id: entry.habitId,
          date: entry.date,
          user_id: stamp.userId,
          scope_id: stamp.scopeId,
          ...values,
        })
        .onConflict((oc) => oc.columns(['habit_id', 'date']).doUpdateSet(values))
        .execute();
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

export function createLayoutRepository(db: Kysely<Database>) {
  return {
    async find(userId: string, key: string, trx: Executor = db): Promise<LayoutRecord | undefined> {
      const row = await trx
        .selectFrom('layouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && toLayoutRecord(row);
    },

    async touch(userId: string, key: string, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('layouts')
        .set({ version: stamp.version })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    async save(layout: LayoutRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      const values = {
        layouts: JSON.stringify(layout.layouts),
        widgets: JSON.stringify(layout.widgets),
        filters: JSON.stringify(layout.filters),
        field_hlcs: JSON.stringify(layout.fieldHlcs),
        updated_at: layout.updatedAt,
        version: stamp.version,
      };
      await trx
        .insertInto('layouts')
        .values({ user_id: stamp.userId, key: layout.key, scope_id: stamp.scopeId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet(values))
        .execute();
    },
  };
}

export function toPreferencesRecord(row: Selectable<PreferencesTable>): PreferencesRecord {
  return {
    theme: row.theme,
    timezone: row.timezone,
    weekStartsOn: row.week_starts_on,
    emailNotifications: row.email_notifications,
    dayStartsAt: row.day_starts_at,
    pushEncouragements: row.push_encouragements,
    pushGroupEvents: row.push_group_events,
    fieldHlcs: row.field_hlcs,
    updatedAt: iso(row.updated_at),
  };
}

export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    async find(userId: string, trx: Executor = db): Promise<PreferencesRecord | undefined> {
      const row = await trx
        .selectFrom('preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toPreferencesRecord(row);
    },

    async touch(stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('preferences')
        .set({ version: stamp.version })
        .where('user_id', '=', stamp.userId)
        .execute();
    },

    async save(preferences: PreferencesRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('preferences')
        .set({
          theme: preferences.theme,
          timezone: preferences.timezone,
          week_starts_on: preferences.weekStartsOn,
          email_notifications: preferences.emailNotifications,
          day_starts_at: preferences.dayStartsAt,
          push_encouragements: preferences.pushEncouragements,
          push_group_events: preferences.pushGroupEvents,
          field_hlcs: JSON.stringify(preferences.fieldHlcs),
          updated_at: preferences.updatedAt,
          version: stamp.version,
        })
        .where('user_id', '=', stamp.userId)
        .execute();
    },
  };
}

export type HabitRepository = ReturnType<typeof createHabitRepository>;
export type EntryRepository = ReturnType<typeof createEntryRepository>;
export type LayoutRepository = ReturnType<typeof createLayoutRepository>;
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
