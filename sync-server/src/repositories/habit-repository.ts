import type { HabitRecord } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type Stamp, toHabitRecord } from './personal-records';

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

    /** Habits the person keeps active (not archived, not deleted): what the active-habit cap counts. */
    async activeCount(userId: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('habits')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async list(
      userId: string,
      options: { includeGroup: boolean },
      trx: Executor = db,
    ): Promise<HabitRecord[]> {
      let query = trx
        .selectFrom('habits')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      if (!options.includeGroup) query = query.where('source', '=', 'personal');
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return rows.map(toHabitRecord);
    },

    /** The person's live adoption of a group habit, if they have one. */
    async liveAdoption(
      userId: string,
      groupHabitId: string,
      trx: Executor = db,
    ): Promise<string | undefined> {
      const row = await trx
        .selectFrom('habits')
        .select('id')
        .where('user_id', '=', userId)
        .where('group_habit_id', '=', groupHabitId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * The person's aliases, alias id → the habit it stands for: a group habit adopted a second
     * time, offline on another device, stands for the person's first adoption (adoptAgain in
     * mutators).
     */
    async aliases(userId: string, trx: Executor = db): Promise<Map<string, string>> {
      const rows = await trx
        .selectFrom('habit_aliases')
        .select(['alias_id', 'habit_id'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.alias_id, row.habit_id]));
    },

    async addAlias(alias: { aliasId: string; habitId: string; userId: string }, trx: Executor = db) {
      await trx
        .insertInto('habit_aliases')
        .values({ alias_id: alias.aliasId, habit_id: alias.habitId, user_id: alias.userId })
        .onConflict((oc) => oc.column('alias_id').doNothing())
        .execute();
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
        target_kind: habit.targetKind ?? 'at-least',
        target_period: habit.targetPeriod ?? 'day',
        more_reminder_times: JSON.stringify(habit.moreReminderTimes ?? []),
        routine_id: habit.routineId ?? null,
        routine_since: habit.routineSince ?? null,
        list_order: habit.listOrder ?? null,
        source: habit.source,
        workspace_id: habit.workspaceId,
        group_habit_id: habit.groupHabitId,
        workspace_settings: JSON.stringify(habit.workspaceSettings),
        pauses: JSON.stringify(habit.pauses ?? {}),
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

export type HabitRepository = ReturnType<typeof createHabitRepository>;
