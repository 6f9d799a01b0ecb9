import { type DateKey, dayStartMinutes, isDueOn, type PauseMap, personalDay } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { visibleToGroup } from './share-level-sql';
import { POKE_CHANNEL } from './sync-repository';

export type Audience = 'managers' | 'managers-and-co-adopters' | 'everyone';

/**
 * Who in a group hears of what, and the lookups the group's announcements and encouragements
 * need. Each runs inside the caller's write transaction when given one.
 */
export function createGroupAudienceRepository(db: Kysely<Database>) {
  return {
    async nameOf(userId: string, trx: Executor = db): Promise<string> {
      const row = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
      return row?.name ?? 'A member';
    },

    /**
     * The person's calendar day at an instant, and the day an instant fell on, in their own time zone
     * and day start.
     */
    async calendarOf(userId: string, trx: Executor = db): Promise<(at: number) => DateKey> {
      const row = await trx
        .selectFrom('preferences')
        .select(['timezone', 'day_starts_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const dayStart = dayStartMinutes({ dayStartsAt: row?.day_starts_at });
      return (at) => personalDay(at, row?.timezone ?? 'UTC', dayStart);
    },

    /**
     * Done (completed, not skipped) check-ins of a habit on its due days from `from` to `to`: on its
     * schedule and not paused, as a streak counts them (domain isDueOn).
     */
    async doneBetween(
      habit: { id: string; scheduleDays: readonly number[]; pauses?: Readonly<PauseMap> },
      from: DateKey,
      to: DateKey,
      trx: Executor = db,
    ): Promise<number> {
      if (to < from) return 0;
      const rows = await trx
        .selectFrom('entries')
        .select('date')
        .where('habit_id', '=', habit.id)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .where('deleted_at', 'is', null)
        .where('completed', '=', true)
        .where('skipped', '=', false)
        .execute();
      return rows.filter((row) => isDueOn(habit, row.date as DateKey)).length;
    },

    /** Every current member's devices hear that the group changed; one statement for the group. */
    async pokeMembers(groupId: string, trx: Executor = db): Promise<void> {
      await sql`select pg_notify(${POKE_CHANNEL}, user_id::text)
      from workspace_members where workspace_id = ${groupId}`.execute(trx);
    },

    /** Whether a member shares their dashboard with the group (false when not a member). */
    async sharesDashboard(groupId: string, userId: string, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('workspace_members')
        .select('dashboard_public')
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.dashboard_public === true;
    },

    /** Whether both people are current members of the group. */
    async bothMembers(groupId: string, a: string, b: string, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', groupId)
        .where('user_id', 'in', [a, b])
        .execute();
      return rows.length === 2;
    },

    /**
     * A member's live habit as the group may see it: undefined when missing, not visible to this
     * group (private for it, not chosen for it, or the member keeps their dashboard from it); otherwise its name and whether it accepts encouragements.
     */
    async sharedHabit(groupId: string, userId: string, habitId: string, trx: Executor = db) {
      return trx
        .selectFrom('habits as h')
        .select([
          'h.name',
          sql<boolean>`(h.workspace_settings->>'allowInteraction')::boolean`.as('allow_interaction'),
        ])
        .where('h.id', '=', habitId)
        .where('h.user_id', '=', userId)
        .where('h.deleted_at', 'is', null)
        .where(visibleToGroup('h', { id: groupId }))
        .executeTakeFirst();
    },

    /** The members to notify, never the one who acted. */
    async recipients(
      groupId: string,
      actorId: string,
      audience: Audience,
      groupHabitId: string | null,
      trx: Executor = db,
    ): Promise<string[]> {
      let query = trx
        .selectFrom('workspace_members as wm')
        .select('wm.user_id')
        .where('wm.workspace_id', '=', groupId)
        .where('wm.user_id', '<>', actorId);
      if (audience !== 'everyone') {
        query = query.where((eb) =>
          eb.or([
            eb('wm.role', 'in', ['owner', 'admin']),
            ...(audience === 'managers-and-co-adopters' && groupHabitId
              ? [
                  eb.exists(
                    eb
                      .selectFrom('habits as h')
                      .select('h.id')
                      .whereRef('h.user_id', '=', 'wm.user_id')
                      .where('h.group_habit_id', '=', groupHabitId)
                      .where('h.deleted_at', 'is', null),
                  ),
                ]
              : []),
          ]),
        );
      }
      return (await query.execute()).map((row) => row.user_id);
    },
  };
}

export type GroupAudienceRepository = ReturnType<typeof createGroupAudienceRepository>;
