import type { InviteRole } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database, InvitationRow } from '../db/schema';
import type { Executor } from './executor';

/**
 * Invitations to a group. Only a hash of the token is stored. A pending invitation past its
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
  /** Random; with the server's link key it gives the token (services/invitation-links.ts). */
  nonce: string;
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
     * Creates the invitation, or refreshes the pending one for the same address (role, message,
     * inviter and expiry), in one statement so two invitations sent at once cannot collide. A
     * refreshed invitation keeps its token, so every email sent for it opens it; one made before
     * tokens had nonces, or under another server secret, gets a new one now (`hashFor` gives the
     * stored hash of an id and a nonce).
     */
    async upsertPending(
      invitation: NewInvitation,
      now: Date,
      hashFor: (id: string, nonce: string) => string,
    ): Promise<InvitationWithNames> {
      return db.transaction().execute(async (trx) => {
        await expireStale(now, { workspaceId: invitation.workspaceId }, trx);
        const fresh = {
          role: invitation.role,
          message: invitation.message,
          invited_by: invitation.invitedBy,
          created_at: now,
          expires_at: invitation.expiresAt,
        };
        const { id, token_nonce, token_hash } = await trx
          .insertInto('workspace_invitations')
          .values({
            id: invitation.id,
            workspace_id: invitation.workspaceId,
            email: invitation.email,
            token_nonce: invitation.nonce,
            token_hash: hashFor(invitation.id, invitation.nonce),
            ...fresh,
          })
          .onConflict((oc) =>
            oc.columns(['workspace_id', 'email']).where('status', '=', 'pending').doUpdateSet(fresh),
          )
          .returning(['id', 'token_nonce', 'token_hash'])
          .executeTakeFirstOrThrow();
        // No nonce (made before migration 0012) or a hash the key no longer gives (the server
        // secret changed): the invitation gets a link that can be shown again.
        if (token_nonce === null || hashFor(id, token_nonce) !== token_hash) {
          await trx
            .updateTable('workspace_invitations')
            .set({ token_nonce: invitation.nonce, token_hash: hashFor(id, invitation.nonce) })
            .where('id', '=', id)
            .execute();
        }
        return withNames(trx).where('i.id', '=', id).executeTakeFirstOrThrow();
      });
    },

    /** Turns pending invitations past their expiry into `expired` ones (before reading or deciding). */
    expireStale: (now: Date, where: { workspaceId?: string; tokenHash?: string }) =>
      expireStale(now, where, db),

    async list(groupId: string, now: Date, status?: InvitationRow['status']) {
      await expireStale(now, { workspaceId: groupId }, db);
      let query = withNames(db).where('i.workspace_id', '=', groupId);
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

    findInGroup(groupId: string, id: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('workspace_invitations')
        .selectAll()
        .where('workspace_id', '=', groupId)
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
      acceptedBy?: string,
      trx: Executor = db,
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
