import { normalizeDays } from '@habitat/domain';
import type { CreateGroupHabitBody, UpdateGroupHabitBody } from '@habitat/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database, WorkspaceHabitRow } from '../db/schema';
import type { Executor } from './executor';
import { groupLevelOf, reveals } from './share-level-sql';

/**
 * A group's habit catalogue. Deleting keeps the row (deleted_at) so habits members adopted from it
 * still know where they came from; lists show live habits only.
 */
export function createGroupHabitRepository(db: Kysely<Database>) {
  function columns(body: UpdateGroupHabitBody) {
    const target = body.settings?.defaultTarget;
    const schedule = body.settings?.schedule;
    return {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.icon !== undefined ? { icon: body.icon } : {}),
      ...(body.color !== undefined ? { color: body.color.toLowerCase() } : {}),
      ...(body.isRequired !== undefined ? { is_required: body.isRequired } : {}),
      ...(target ? { target_value: target.value, target_unit: target.unit } : {}),
      ...(schedule
        ? {
            schedule_days: JSON.stringify(normalizeDays(schedule.days)),
            reminder_enabled: schedule.reminderEnabled ?? false,
            // A time is kept only while reminders are on (spec §5, as for personal habits).
            reminder_time: schedule.reminderEnabled ? (schedule.reminderTime ?? null) : null,
          }
        : {}),
    };
  }

  return {
    findLive(id: string, trx: Executor = db): Promise<WorkspaceHabitRow | undefined> {
      return trx
        .selectFrom('workspace_habits')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async create(
      id: string,
      groupId: string,
      createdBy: string,
      body: CreateGroupHabitBody,
      trx: Executor = db,
    ): Promise<boolean> {
      const inserted = await trx
        .insertInto('workspace_habits')
        .values({
          id,
          workspace_id: groupId,
          created_by: createdBy,
          name: body.name.trim(),
          ...columns(body),
        })
        // A device makes the id: the same id again is a second write of one habit, not a new one.
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Group habits the person added to or removed from any group in the last `hours` (by the
     * database's clock), as the groups' news records them: what a queued write's hourly limit counts.
     */
    async changedLately(userId: string, hours: number, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('workspace_activities')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('type', 'in', ['habit_created', 'habit_deleted'])
        .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async update(id: string, body: UpdateGroupHabitBody, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('workspace_habits')
        .set({ ...columns(body), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async softDelete(id: string, trx: Executor = db): Promise<void> {
      const now = new Date();
      await trx
        .updateTable('workspace_habits')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Who adopted each of these group habits, by group habit id: current members holding a live
     * adopted habit. Another member's adoption is listed only if they share that habit with the
     * group (not private, dashboard shared); the viewer always sees their own. Without a viewer
     * (what every member sees alike, a group scope's rows), only the shared ones.
     */
    async adopters(
      groupHabitIds: readonly string[],
      viewerId: string | null,
      trx: Executor = db,
    ): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(groupHabitIds.map((id) => [id, []]));
      if (groupHabitIds.length === 0) return result;
      const rows = await trx
        .selectFrom('habits as h')
        .innerJoin('workspace_members as m', (join) =>
          join.onRef('m.workspace_id', '=', 'h.workspace_id').onRef('m.user_id', '=', 'h.user_id'),
        )
        .select(['h.group_habit_id', 'h.user_id'])
        .where('h.group_habit_id', 'in', groupHabitIds)
        .where('h.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(viewerId === null ? [] : [eb('h.user_id', '=', viewerId)]),
            eb.and([
              eb('m.dashboard_public', '=', true),
              reveals(groupLevelOf('h', { column: 'm.workspace_id' }), 'anything'),
            ]),
          ]),
        )
        .orderBy('h.created_at')
        .execute();
      for (const row of rows) if (row.group_habit_id) result.get(row.group_habit_id)?.push(row.user_id);
      return result;
    },
  };
}

export type GroupHabitRepository = ReturnType<typeof createGroupHabitRepository>;
