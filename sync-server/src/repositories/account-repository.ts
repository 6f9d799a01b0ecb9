import { successionOnLeave } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { successionMember } from './group-repository';
import { userScope } from './sync-repository';

/** Awaits every query of `sections` together, keeping each answer under its section's name. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  sections: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(sections);
  const answers = await Promise.all(Object.values(sections));
  return Object.fromEntries(names.map((name, i) => [name, answers[i]])) as { [K in keyof T]: Awaited<T[K]> };
}

/**
 * Everything stored about one person, read for export and removed on account deletion. The export
 * service lists which table feeds which section (account-export.ts), and a test fails when a table
 * that references users is neither exported nor named as deliberately left out.
 */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** The person's rows of every table that holds their data, one query per section, in one snapshot. */
    async readAll(userId: string) {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) =>
          allOf({
            user: trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
            preferences: trx
              .selectFrom('preferences')
              .selectAll()
              .where('user_id', '=', userId)
              .executeTakeFirst(),
            identities: trx
              .selectFrom('user_identities')
              .select(['provider', 'email', 'created_at'])
              .where('user_id', '=', userId)
              .orderBy('created_at')
              .execute(),
            habits: trx
              .selectFrom('habits')
              .selectAll()
              .where('user_id', '=', userId)
              .where('deleted_at', 'is', null)
              .orderBy('created_at')
              .orderBy('id')
              .execute(),
            entries: trx
              .selectFrom('entries')
              .innerJoin('habits', 'habits.id', 'entries.habit_id')
              .selectAll('entries')
              .where('entries.user_id', '=', userId)
              .where('entries.deleted_at', 'is', null)
              .where('habits.deleted_at', 'is', null)
              .orderBy('entries.habit_id')
              .orderBy('entries.date')
              .execute(),
            layouts: trx
              .selectFrom('layouts')
              .selectAll()
              .where('user_id', '=', userId)
              .orderBy('key')
              .execute(),
            routines: trx
              .selectFrom('routines')
              .selectAll()
              .where('user_id', '=', userId)
              .where('deleted_at', 'is', null)
              .orderBy(sql`list_order asc nulls last`)
              .orderBy('created_at')
              .execute(),
            memberships: trx
              .selectFrom('workspace_members as m')
              .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
              .select(['w.id', 'w.name', 'm.role', 'm.joined_at', 'm.dashboard_public', 'm.personal_habits'])
              .select(
                sql<string[]>`coalesce((select array_agg(s.habit_id::text order by s.habit_id)
                  from workspace_shared_habits s where s.workspace_id = m.workspace_id
                  and s.user_id = m.user_id), '{}')`.as('shared_habit_ids'),
              )
              .select(
                sql<Record<string, string>>`coalesce((select jsonb_object_agg(s.habit_id::text, s.level)
                  from workspace_shared_habits s where s.workspace_id = m.workspace_id
                  and s.user_id = m.user_id and s.level is not null), '{}'::jsonb)`.as('shared_habit_levels'),
              )
              .where('m.user_id', '=', userId)
              .orderBy('m.joined_at')
              .execute(),
            workspacesCreated: trx
              .selectFrom('workspaces')
              .select(['id', 'name', 'description', 'type', 'created_at'])
              .where('created_by', '=', userId)
              .orderBy('created_at')
              .execute(),
            invitations: trx
              .selectFrom('workspace_invitations as i')
              .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
              .select([
                'i.id',
                'w.name as workspace_name',
                'i.email',
                'i.role',
                'i.message',
                'i.status',
                'i.created_at',
                'i.responded_at',
                sql<boolean>`i.invited_by = ${userId}`.as('sent'),
              ])
              .where((eb) => eb.or([eb('i.invited_by', '=', userId), eb('i.accepted_by', '=', userId)]))
              .orderBy('i.created_at')
              .execute(),
            groupHabits: trx
              .selectFrom('workspace_habits as h')
              .innerJoin('workspaces as w', 'w.id', 'h.workspace_id')
              .select([
                'h.id',
                'w.name as workspace_name',
                'h.name',
                'h.description',
                'h.category',
                'h.created_at',
                'h.deleted_at',
              ])
              .where('h.created_by', '=', userId)
              .orderBy('h.created_at')
              .execute(),
            activity: trx
              .selectFrom('workspace_activities as a')
              .innerJoin('workspaces as w', 'w.id', 'a.workspace_id')
              .select(['w.name as workspace_name', 'a.type', 'a.entry_date', 'a.data', 'a.created_at'])
              .where('a.user_id', '=', userId)
              .orderBy('a.seq')
              .execute(),
            notifications: trx
              .selectFrom('notifications')
              .select(['type', 'data', 'is_read', 'created_at'])
              .where('user_id', '=', userId)
              .orderBy('seq')
              .execute(),
            encouragements: trx
              .selectFrom('encouragements as e')
              .innerJoin('users as f', 'f.id', 'e.from_user_id')
              .innerJoin('users as t', 't.id', 'e.to_user_id')
              .innerJoin('workspaces as w', 'w.id', 'e.workspace_id')
              .select([
                'e.id',
                'w.name as workspace_name',
                'f.name as from_name',
                't.name as to_name',
                'e.type',
                'e.message',
                'e.reaction',
                'e.read_at',
                'e.response_message',
                'e.responded_at',
                'e.created_at',
                sql<boolean>`e.from_user_id = ${userId}`.as('sent'),
              ])
              .where((eb) => eb.or([eb('e.from_user_id', '=', userId), eb('e.to_user_id', '=', userId)]))
              .orderBy('e.created_at')
              .execute(),
            badges: trx
              .selectFrom('user_badges')
              .select(['badge', 'earned_at'])
              .where('user_id', '=', userId)
              .orderBy('earned_at')
              .execute(),
            joinRequests: trx
              .selectFrom('workspace_join_requests as r')
              .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
              .select(['w.name as workspace_name', 'r.status', 'r.created_at', 'r.decided_at'])
              .where('r.user_id', '=', userId)
              .orderBy('r.created_at')
              .execute(),
            removals: trx
              .selectFrom('workspace_removals as r')
              .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
              .select(['w.name as workspace_name', 'r.removed_at'])
              .where('r.user_id', '=', userId)
              .orderBy('r.removed_at')
              .execute(),
          }),
        );
    },

    /** What an import is compared with: live habits, the days that already have an entry, ids in use. */
    async importBaseline(userId: string, candidateIds: readonly string[]) {
      const [habits, entries, taken, routines] = await Promise.all([
        db
          .selectFrom('habits')
          .selectAll()
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('entries')
          .select(['habit_id', 'date'])
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .execute(),
        candidateIds.length === 0
          ? Promise.resolve([])
          : db.selectFrom('habits').select('id').where('id', 'in', candidateIds).execute(),
        db.selectFrom('routines').select(['id', 'deleted_at']).where('user_id', '=', userId).execute(),
      ]);
      return {
        habits,
        entries,
        takenIds: taken.map((row) => row.id),
        routineIds: routines.map((row) => row.id),
        liveRoutines: routines.filter((row) => row.deleted_at === null).length,
      };
    },

    /** The groups the person is in. */
    async groupIds(userId: string, trx: Executor): Promise<string[]> {
      const rows = await trx
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.workspace_id);
    },

    /**
     * Groups the person owns alone, each with who takes it over: the longest-standing admin,
     * else the longest-standing member, else nobody (the group goes with the account). Locks the
     * memberships so no one joins, leaves or changes role while the hand-over is decided.
     */
    async ownedGroupSuccessors(
      userId: string,
      trx: Executor,
    ): Promise<{ workspaceId: string; successorId: string | null }[]> {
      const owned = await trx
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .where('role', '=', 'owner')
        // Groups in one order, so two writers locking several never wait on each other in a circle.
        .orderBy('workspace_id')
        .execute();
      const result: { workspaceId: string; successorId: string | null }[] = [];
      for (const { workspace_id: groupId } of owned) {
        // The group first, as every change to a group takes it, then its members.
        await trx.selectFrom('workspaces').select('id').where('id', '=', groupId).forNoKeyUpdate().execute();
        const members = await trx
          .selectFrom('workspace_members')
          .select(['user_id', 'role', 'joined_at'])
          .where('workspace_id', '=', groupId)
          .forUpdate()
          .execute();
        // The rule an owner's leaving follows: an admin, or the longest member, takes the group.
        const succession = successionOnLeave(members.map(successionMember), userId);
        if (succession.kind === 'kept') continue;
        result.push({
          workspaceId: groupId,
          successorId: succession.kind === 'handed' ? succession.to : null,
        });
      }
      return result;
    },

    async promoteToOwner(groupId: string, userId: string, trx: Executor): Promise<void> {
      await trx
        .updateTable('workspace_members')
        .set({ role: 'owner' })
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
      await trx.updateTable('workspaces').set({ updated_at: new Date() }).where('id', '=', groupId).execute();
    },

    async deleteGroup(groupId: string, trx: Executor): Promise<void> {
      await trx.deleteFrom('workspaces').where('id', '=', groupId).execute();
    },

    /**
     * Removes the person. Most of their rows go with the users row (foreign keys cascade); what
     * refers to them without a cascade, or names them in text, is removed or anonymised first.
     */
    async deleteUser(userId: string, email: string, trx: Executor): Promise<void> {
      // Invitations they sent, accepted, or that are addressed to them: an email address is personal data.
      await trx
        .deleteFrom('workspace_invitations')
        .where((eb) =>
          eb.or([eb('invited_by', '=', userId), eb('accepted_by', '=', userId), eb('email', '=', email)]),
        )
        .execute();
      // Other people's notifications about this person carry their name in the text.
      await trx.deleteFrom('notifications').where('actor_id', '=', userId).execute();
      await trx.deleteFrom('sync_scopes').where('scope_id', '=', userScope(userId)).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
