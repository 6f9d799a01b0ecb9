import { sql } from 'kysely';
import type { Executor } from './executor';
import { reveals, shareLevelOf } from './share-level-sql';
import { POKE_CHANNEL } from './sync-repository';

export type Audience = 'managers' | 'managers-and-co-adopters' | 'everyone';

/**
 * Who in a group hears of what, and the lookups the group's announcements and encouragements
 * need. Every method runs inside the caller's write transaction.
 */
export const groupAudience = {
  async nameOf(trx: Executor, userId: string): Promise<string> {
    const row = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return row?.name ?? 'A member';
  },

  /** Every current member's devices hear that the group changed; one statement for the group. */
  async pokeMembers(trx: Executor, workspaceId: string): Promise<void> {
    await sql`select pg_notify(${POKE_CHANNEL}, user_id::text)
      from workspace_members where workspace_id = ${workspaceId}`.execute(trx);
  },

  /** Whether a member shares their dashboard with the group (false when not a member). */
  async sharesDashboard(trx: Executor, workspaceId: string, userId: string): Promise<boolean> {
    const row = await trx
      .selectFrom('workspace_members')
      .select('dashboard_public')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.dashboard_public === true;
  },

  /** Whether both people are current members of the group. */
  async bothMembers(trx: Executor, workspaceId: string, a: string, b: string): Promise<boolean> {
    const rows = await trx
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', 'in', [a, b])
      .execute();
    return rows.length === 2;
  },

  /**
   * A member's live habit as the group may see it: undefined when missing, private or when the
   * member keeps their dashboard from this group; otherwise whether it accepts encouragements.
   */
  async sharedHabit(trx: Executor, workspaceId: string, userId: string, habitId: string) {
    return trx
      .selectFrom('habits as h')
      .innerJoin('workspace_members as wm', (join) =>
        join.onRef('wm.user_id', '=', 'h.user_id').on('wm.workspace_id', '=', workspaceId),
      )
      .select(sql<boolean>`(h.workspace_settings->>'allowInteraction')::boolean`.as('allow_interaction'))
      .where('h.id', '=', habitId)
      .where('h.user_id', '=', userId)
      .where('h.deleted_at', 'is', null)
      .where('wm.dashboard_public', '=', true)
      .where(reveals(shareLevelOf('h'), 'anything'))
      .executeTakeFirst();
  },

  /** The members to notify, never the one who acted. */
  async recipients(
    trx: Executor,
    workspaceId: string,
    actorId: string,
    audience: Audience,
    groupHabitId: string | null,
  ): Promise<string[]> {
    let query = trx
      .selectFrom('workspace_members as wm')
      .select('wm.user_id')
      .where('wm.workspace_id', '=', workspaceId)
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
