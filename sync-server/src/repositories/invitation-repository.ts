import type { InviteRole } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database, InvitationRow } from '../db/schema';
import type { Executor } from './executor';

/**
 * Invitations to a workspace. Only a hash of the token is stored. A pending invitation past its
 * expiry is turned into a real `expired` row by whichever read meets it first, so lists and the
 * link say the same thing; `now` comes from the caller so tests can move the clock.
 */

export interface InvitationWithNames extends InvitationRow {
  workspace_name: string;
  workspace_type: string;
  workspace_description: string;
  inviter_name: string | null;
}

export interface NewInvitation {
  id: string;
  workspaceId: string;
  email: string;
  role: InviteRole;
  message: string;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export function createInvitationRepository(db: Kysely<Database>) {
  async function expireStale(now: Date, where: { workspaceId?: string; tokenHash?: string }, trx: Executor) {
    let query = trx
      .updateTable('workspace_invitations')
      .set({ status: 'expired' })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now);
    if (where.workspaceId) query = query.where('workspace_id', '=', where.workspaceId);
    if (where.tokenHash) query = query.where('token_hash', '=', where.tokenHash);
    await query.execute();
  }

  function withNames(trx: Executor) {
    return trx
      .selectFrom('workspace_invitations as i')
      .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .selectAll('i')
      .select([
        'w.name as workspace_name',
        'w.type as workspace_type',
        'w.description as workspace_description',
        'u.name as inviter_name',
      ]);
  }

  return {
    /**
     * Creates the invitation, or refreshes the pending one for the same address (new token, role,
     * message and expiry), in one statement so two invitations sent at once cannot collide. `deliver`
     * runs before the transaction commits: if the email cannot be sent, nothing changes and the
     * link the person may already hold keeps working.
     */
    async upsertPending(
      invitation: NewInvitation,
      now: Date,
      deliver: (row: InvitationWithNames) => Promise<void>,
    ): Promise<InvitationWithNames> {
      return db.transaction().execute(async (trx) => {
        await expireStale(now, { workspaceId: invitation.workspaceId }, trx);
        const fresh = {
          role: invitation.role,
          message: invitation.message,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          created_at: now,
          expires_at: invitation.expiresAt,
        };
        const { id } = await trx
          .insertInto('workspace_invitations')
          .values({
            id: invitation.id,
            workspace_id: invitation.workspaceId,
            email: invitation.email,
            ...fresh,
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'email']).where('status', '=', 'pending').doUpdateSet(fresh),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await withNames(trx).where('i.id', '=', id).executeTakeFirstOrThrow();
        await deliver(row);
        return row;
      });
    },

    /** Turns pending invitations past their expiry into `expired` ones (before reading or deciding). */
    expireStale: (now: Date, where: { workspaceId?: string; tokenHash?: string }) =>
      expireStale(now, where, db),

    async list(workspaceId: string, now: Date, status?: InvitationRow['status']) {
      await expireStale(now, { workspaceId }, db);
      let query = withNames(db).where('i.workspace_id', '=', workspaceId);
      if (status) query = query.where('i.status', '=', status);
      return query.orderBy('i.created_at', 'desc').orderBy('i.id').execute();
    },

    async findByTokenHash(tokenHash: string, now: Date): Promise<InvitationWithNames | undefined> {
      await expireStale(now, { tokenHash }, db);
      return withNames(db).where('i.token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The invitation locked while accepting it, inside the caller's transaction. */
    async lockByTokenHash(tokenHash: string, trx: Executor): Promise<InvitationRow | undefined> {
      return trx
        .selectFrom('workspace_invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
    },

    findInWorkspace(workspaceId: string, id: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('workspace_invitations')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Ends a pending invitation (declined, cancelled). False when it was no longer pending: a
     * decision made meanwhile (an accept) is never overwritten.
     */
    async endIfPending(
      where: { id: string; workspaceId?: string },
      status: 'declined' | 'cancelled',
      now: Date,
    ): Promise<boolean> {
      let query = db
        .updateTable('workspace_invitations')
        .set({ status, responded_at: now })
        .where('id', '=', where.id)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now);
      if (where.workspaceId) query = query.where('workspace_id', '=', where.workspaceId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setStatus(
      id: string,
      status: InvitationRow['status'],
      now: Date,
      trx: Executor = db,
      acceptedBy?: string,
    ): Promise<void> {
      await trx
        .updateTable('workspace_invitations')
        .set({
          status,
          ...(status === 'expired' ? {} : { responded_at: now }),
          ...(acceptedBy ? { accepted_by: acceptedBy } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
