import type { JoinRequestStatus } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, JoinRequestRow } from '../db/schema';
import type { Executor } from './executor';

/**
 * Requests to join a public group, and the marks left by removing someone from a group (migration
 * 0014). A request is answered by one conditional update from 'pending', so two admins answering
 * at once, or an answer meeting the requester's cancel, change it once: the loser sees it answered.
 */

export interface PendingRequestRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  avatar: string | null;
  created_at: Date;
}

export function createJoinRequestRepository(db: Kysely<Database>) {
  /** The person's waiting request to the group, if any. */
  function pending(groupId: string, userId: string, trx: Executor = db): Promise<JoinRequestRow | undefined> {
    return trx
      .selectFrom('workspace_join_requests')
      .selectAll()
      .where('workspace_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  }

  return {
    /**
     * Locks the person's own row until the transaction ends: their joins and requests are decided one
     * at a time, so two requests sent at once cannot both pass the limits.
     */
    async lockPerson(userId: string, trx: Executor): Promise<void> {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    },

    pending,

    /** When the person's latest declined request to the group was declined; null if never. */
    async lastDeclinedAt(groupId: string, userId: string, trx: Executor = db): Promise<Date | null> {
      const row = await trx
        .selectFrom('workspace_join_requests')
        .select(sql<Date | null>`max(decided_at)`.as('at'))
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .where('status', '=', 'declined')
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /** The person's latest request to the group, whatever its status. */
    latest(groupId: string, userId: string, trx: Executor = db): Promise<JoinRequestRow | undefined> {
      return trx
        .selectFrom('workspace_join_requests')
        .selectAll()
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** What the limits count: the person's waiting requests anywhere, and their requests to this group since `since`. */
    async counts(userId: string, groupId: string, since: Date, trx: Executor) {
      const row = await trx
        .selectFrom('workspace_join_requests')
        .select([
          sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
          sql<number>`count(*) filter (where workspace_id = ${groupId} and created_at > ${since})::int`.as(
            'recent_to_group',
          ),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { pending: row.pending, recentToGroup: row.recent_to_group };
    },

    /** Adds a waiting request; one already waiting (asked twice at once) is kept. Returns the waiting one. */
    async insertPending(
      request: { id: string; workspaceId: string; userId: string; at: Date },
      trx: Executor,
    ): Promise<{ row: JoinRequestRow; fresh: boolean }> {
      const inserted = await trx
        .insertInto('workspace_join_requests')
        .values({
          id: request.id,
          workspace_id: request.workspaceId,
          user_id: request.userId,
          created_at: request.at,
        })
        .onConflict((oc) =>
          // The partial index's predicate as a literal: a bound parameter could not be matched to it.
          oc.columns(['workspace_id', 'user_id']).where(sql<boolean>`status = 'pending'`).doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, fresh: true };
      const existing = await pending(request.workspaceId, request.userId, trx);
      if (!existing) throw new Error('A waiting join request vanished while it was being added');
      return { row: existing, fresh: false };
    },

    /** The group's waiting requests with who asked, oldest first. */
    listPending(groupId: string, trx: Executor = db): Promise<PendingRequestRow[]> {
      return trx
        .selectFrom('workspace_join_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.user_id', 'u.name', 'u.email', 'u.avatar', 'r.created_at'])
        .where('r.workspace_id', '=', groupId)
        .where('r.status', '=', 'pending')
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute();
    },

    find(groupId: string, requestId: string, trx: Executor = db): Promise<JoinRequestRow | undefined> {
      return trx
        .selectFrom('workspace_join_requests')
        .selectAll()
        .where('id', '=', requestId)
        .where('workspace_id', '=', groupId)
        .executeTakeFirst();
    },

    /** Answers a waiting request; undefined when it is not waiting (any more). */
    decide(
      where: { workspaceId: string; requestId: string },
      status: Exclude<JoinRequestStatus, 'pending'>,
      by: string | null,
      at: Date,
      trx: Executor,
    ): Promise<JoinRequestRow | undefined> {
      return trx
        .updateTable('workspace_join_requests')
        .set({ status, decided_by: by, decided_at: at })
        .where('id', '=', where.requestId)
        .where('workspace_id', '=', where.workspaceId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /** The requester withdraws their waiting request; undefined when none is waiting. */
    cancelOwn(groupId: string, userId: string, at: Date, trx: Executor) {
      return trx
        .updateTable('workspace_join_requests')
        .set({ status: 'cancelled', decided_by: userId, decided_at: at })
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The person became a member another way (an invitation, the link once approval was turned off):
     * their waiting request is fulfilled, so it closes as accepted, by nobody in particular.
     */
    async closeOnJoin(groupId: string, userId: string, at: Date, trx: Executor): Promise<void> {
      await trx
        .updateTable('workspace_join_requests')
        .set({ status: 'accepted', decided_at: at, decided_by: null })
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** The group's admins' unread news of a request that was withdrawn: it no longer asks anything. */
    async retractUnreadNotices(groupId: string, userId: string, trx: Executor): Promise<void> {
      await trx
        .deleteFrom('notifications')
        .where('type', '=', 'join_requested')
        .where('workspace_id', '=', groupId)
        .where('actor_id', '=', userId)
        .where('is_read', '=', false)
        .execute();
    },

    async markRemoved(groupId: string, userId: string, by: string, trx: Executor): Promise<void> {
      await trx
        .insertInto('workspace_removals')
        .values({ workspace_id: groupId, user_id: userId, removed_by: by, removed_at: new Date() })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'user_id']).doUpdateSet({ removed_by: by, removed_at: new Date() }),
        )
        .execute();
    },

    async clearRemoved(groupId: string, userId: string, trx: Executor): Promise<void> {
      await trx
        .deleteFrom('workspace_removals')
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
    },

    async isRemoved(groupId: string, userId: string, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('workspace_removals')
        .select('user_id')
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type JoinRequestRepository = ReturnType<typeof createJoinRequestRepository>;
