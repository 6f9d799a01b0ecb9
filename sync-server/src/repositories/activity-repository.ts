import { type ActivityData, type ActivityType, uuidv7 } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { reveals, shareLevelOf } from './share-level-sql';

export interface ActivityFeedRow {
  id: string;
  type: ActivityType;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  data: ActivityData;
  created_at: Date;
}

/**
 * A group's activity feed (spec §2 Recent Activity). Rows are written by the server as things
 * happen; reading applies each habit's current privacy, so turning off "show in activity feed" (or
 * making a habit private) hides its past activity too, and people who left take theirs with them.
 */
export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** Records one activity; a check-in already recorded for its habit and day is not repeated. */
    async record(
      trx: Executor,
      activity: {
        workspaceId: string;
        userId: string;
        type: ActivityType;
        habitId?: string | null;
        entryDate?: string | null;
        data: ActivityData;
      },
    ): Promise<boolean> {
      const inserted = await trx
        .insertInto('workspace_activities')
        .values({
          id: uuidv7(),
          workspace_id: activity.workspaceId,
          user_id: activity.userId,
          type: activity.type,
          habit_id: activity.habitId ?? null,
          entry_date: activity.entryDate ?? null,
          data: JSON.stringify(activity.data),
          created_at: new Date(),
        })
        .onConflict((oc) =>
          oc.columns(['habit_id', 'entry_date', 'type']).where('entry_date', 'is not', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** A check-in taken back: its completion and any milestone it reached are no longer true. */
    async retractCheckIn(trx: Executor, habitId: string, date: string): Promise<void> {
      await trx
        .deleteFrom('workspace_activities')
        .where('habit_id', '=', habitId)
        .where('entry_date', '=', date)
        .execute();
    },

    async feed(workspaceId: string, limit: number, trx: Executor = db): Promise<ActivityFeedRow[]> {
      const { rows } = await sql<ActivityFeedRow>`
        select a.id, a.type, a.user_id, u.name as user_name, u.email as user_email, a.created_at,
          -- A streak is told only where its habit shows streaks; the check-in itself is the
          -- member's choice to appear in the feed (shareInActivity).
          case when h.id is null or ${reveals(shareLevelOf('h'), 'streaks')} then a.data
            else a.data - 'streakCount' end as data
        from workspace_activities a
        join workspace_members wm on wm.workspace_id = a.workspace_id and wm.user_id = a.user_id
        join users u on u.id = a.user_id
        left join habits h on h.id = a.habit_id
        where a.workspace_id = ${workspaceId}
          and (a.habit_id is null or (
            wm.dashboard_public
            and ${reveals(shareLevelOf('h'), 'anything')}
            and (h.workspace_settings->>'shareInActivity')::boolean
            and (a.type <> 'streak_milestone' or ${reveals(shareLevelOf('h'), 'streaks')})))
        order by a.created_at desc, a.seq desc
        limit ${limit}`.execute(trx);
      return rows;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
