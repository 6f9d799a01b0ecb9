import { type ActivityData, type ActivityType, uuidv7 } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { groupLevelOf, reveals } from './share-level-sql';

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
 * The items a feed is read from: the group's latest, before the privacy of each is applied. A
 * feed's cost then stays the same however long the group's history grows (a year of a 50-member
 * group's check-ins took 100 ms to filter whole, 6 ms this way); an item hidden since it was written
 * (a habit made private) leaves a gap rather than letting older ones in, beyond this many.
 */
export const FEED_WINDOW = 1000;

/** How long a member's past-day item for a habit keeps taking in more days. */
export const PAST_DAYS_FOLD_MS = 12 * 60 * 60 * 1000;

/**
 * A group's activity feed (spec §2 Recent Activity). Rows are written by the server as things
 * happen; reading applies each habit's current privacy, so turning off "show in activity feed" (or
 * making a habit private) hides its past activity too, and people who left take theirs with them.
 */
export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** Records one activity; a check-in already recorded for its habit and day is not repeated. */
    async record(
      activity: {
        workspaceId: string;
        userId: string;
        type: ActivityType;
        habitId?: string | null;
        entryDate?: string | null;
        data: ActivityData;
      },
      trx: Executor = db,
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

    /**
     * A past day logged late joins the member's recent item for that habit ('logged 7 past days of
     * Read'), which moves to the top; after a quiet spell of PAST_DAYS_FOLD_MS a new item starts.
     * The caller holds the member's write lock, so two of their check-ins never fold at once.
     * Answers whether the day was news (not already listed).
     */
    async recordPastDay(
      pastDay: { workspaceId: string; userId: string; habitId: string; habitName: string; date: string },
      trx: Executor,
    ): Promise<boolean> {
      // Stamped like every other activity row, so the feed's order is one clock's.
      const now = new Date();
      const recent = await trx
        .selectFrom('workspace_activities')
        .select(['id', 'data'])
        .where('habit_id', '=', pastDay.habitId)
        .where('type', '=', 'habit_backfilled')
        .where('workspace_id', '=', pastDay.workspaceId)
        .where('created_at', '>', new Date(now.getTime() - PAST_DAYS_FOLD_MS))
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (recent) {
        const dates = recent.data.dates ?? [];
        if (dates.includes(pastDay.date)) return false;
        await trx
          .updateTable('workspace_activities')
          .set({
            data: JSON.stringify({
              ...recent.data,
              habitName: pastDay.habitName,
              dates: [...dates, pastDay.date],
            }),
            created_at: now,
          })
          .where('id', '=', recent.id)
          .execute();
        return true;
      }
      await trx
        .insertInto('workspace_activities')
        .values({
          id: uuidv7(),
          workspace_id: pastDay.workspaceId,
          user_id: pastDay.userId,
          type: 'habit_backfilled',
          habit_id: pastDay.habitId,
          data: JSON.stringify({ habitName: pastDay.habitName, dates: [pastDay.date] }),
          created_at: now,
        })
        .execute();
      return true;
    },

    /**
     * A check-in taken back: its completion and any milestone it reached are no longer true, and it
     * leaves the past-day items that list it (one left listing nothing goes).
     */
    async retractCheckIn(habitId: string, date: string, trx: Executor): Promise<void> {
      await trx
        .deleteFrom('workspace_activities')
        .where('habit_id', '=', habitId)
        .where('entry_date', '=', date)
        .execute();
      await sql`update workspace_activities set data = jsonb_set(data, '{dates}', (data->'dates') - ${date}::text)
        where habit_id = ${habitId} and type = 'habit_backfilled' and (data->'dates') ? ${date}`.execute(trx);
      await sql`delete from workspace_activities
        where habit_id = ${habitId} and type = 'habit_backfilled'
          and jsonb_array_length(coalesce(data->'dates', '[]'::jsonb)) = 0`.execute(trx);
    },

    async feed(groupId: string, limit: number, trx: Executor = db): Promise<ActivityFeedRow[]> {
      const { rows } = await sql<ActivityFeedRow>`
        select a.id, a.type, a.user_id, u.name as user_name, u.email as user_email, a.created_at,
          -- A streak is told only where its habit shows streaks; the check-in itself is the
          -- member's choice to appear in the feed (shareInActivity).
          case when h.id is null or ${reveals(groupLevelOf('h', { column: 'a.workspace_id' }), 'streaks')} then a.data
            else a.data - 'streakCount' end as data
        from (select * from workspace_activities where workspace_id = ${groupId}
          order by created_at desc, seq desc limit ${FEED_WINDOW}) a
        join workspace_members wm on wm.workspace_id = a.workspace_id and wm.user_id = a.user_id
        join users u on u.id = a.user_id
        left join habits h on h.id = a.habit_id
        where a.workspace_id = ${groupId}
          and (a.habit_id is null or (
            wm.dashboard_public
            and ${reveals(groupLevelOf('h', { column: 'a.workspace_id' }), 'anything')}
            and (h.workspace_settings->>'shareInActivity')::boolean
            and (a.type <> 'streak_milestone' or ${reveals(groupLevelOf('h', { column: 'a.workspace_id' }), 'streaks')})))
        order by a.created_at desc, a.seq desc
        limit ${limit}`.execute(trx);
      return rows;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
