import { GROUP_MESSAGES, type InvitationStatus } from '@habitat/domain';
import type { DashboardPermissions } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, forbidden, gone, type HttpError, notFound } from '../errors';
import type { Executor } from '../repositories/executor';
import { contradictorySharing, type GroupRepository } from '../repositories/group-repository';
import type { InvitationRepository } from '../repositories/invitation-repository';
import type { JoinRequestRepository } from '../repositories/join-request-repository';
import type { GroupEffects } from './group-effects';

/** Whatever ended an invitation, its link then answers 410 with a sentence the invitation page shows as is. */
export const ENDED: Readonly<Record<Exclude<InvitationStatus, 'pending'>, string>> = {
  expired: GROUP_MESSAGES.invitationExpired,
  accepted: 'This invitation has already been accepted',
  declined: 'This invitation has been declined',
  cancelled: 'This invitation has been cancelled',
};

export interface AcceptanceDeps {
  invitations: InvitationRepository;
  groups: GroupRepository;
  effects: GroupEffects;
  joinRequests: JoinRequestRepository;
}

export type Acceptance = { workspaceId: string } | { refusal: HttpError };

/**
 * Accepts the invitation behind a token hash for `user`, inside the caller's transaction: the
 * accept route's own, or a registration's, so an account made from an invitation joins the group
 * in the same commit. Only the invited address may accept. A refusal is returned, not thrown, so an
 * expiry found on the way is still recorded when the caller commits.
 */
export async function acceptInvitation(
  deps: AcceptanceDeps,
  trx: Executor,
  request: {
    tokenHash: string;
    user: { id: string; email: string };
    at: Date;
    /** What the person chose to share with the group (issue 27); nothing when absent. */
    sharing?: DashboardPermissions;
  },
): Promise<Acceptance> {
  const { invitations, groups, effects, joinRequests } = deps;
  const { user, at } = request;
  const contradiction = request.sharing && contradictorySharing(request.sharing);
  if (contradiction) return { refusal: badRequest(contradiction) };
  const invitation = await invitations.lockByTokenHash(request.tokenHash, trx);
  if (!invitation) return { refusal: notFound('Invitation not found') };
  const alreadyMember = (await groups.findWithRole(invitation.workspace_id, user.id, trx))?.role;
  if (invitation.status === 'accepted' && alreadyMember) return { workspaceId: invitation.workspace_id };
  if (invitation.status === 'pending' && invitation.expires_at <= at) {
    await invitations.setStatus(invitation.id, 'expired', at, undefined, trx);
    return { refusal: gone(ENDED.expired) };
  }
  if (invitation.status !== 'pending') return { refusal: gone(ENDED[invitation.status]) };
  if (invitation.email !== user.email) {
    return {
      refusal: forbidden(
        `This invitation was sent to ${invitation.email}, but you are signed in as ${user.email}. Sign in with the invited email to accept it.`,
      ),
    };
  }
  // Someone who is already a member keeps their role; the invitation is used up either way.
  const added = await groups.addMember(invitation.workspace_id, user.id, invitation.role, trx);
  // A new member's choice is stored with the membership; someone already in keeps theirs.
  if (added && request.sharing) {
    await groups.setSharing(invitation.workspace_id, user.id, request.sharing, at, trx);
  }
  // Their request to join, if they had asked too, is fulfilled; a removal is answered by the invitation.
  await joinRequests.closeOnJoin(invitation.workspace_id, user.id, at, trx);
  await joinRequests.clearRemoved(invitation.workspace_id, user.id, trx);
  // Announced only by the write that made them a member: a join through the group's link committed
  // since the check above has announced them already.
  await effects.memberJoined(trx, invitation.workspace_id, user.id, added);
  await invitations.setStatus(invitation.id, 'accepted', at, user.id, trx);
  await groups.touch(invitation.workspace_id, trx);
  return { workspaceId: invitation.workspace_id };
}

export type AcceptanceRequest = Parameters<typeof acceptInvitation>[2];

/**
 * The acceptance as services offer it: on its own, in a transaction of its own (the accept route),
 * or inside a caller's (a sign-up from an invitation).
 */
export function createInvitationAcceptance(deps: AcceptanceDeps & { db: Kysely<Database> }) {
  return {
    accept: (request: AcceptanceRequest): Promise<Acceptance> =>
      deps.db.transaction().execute((trx) => acceptInvitation(deps, trx, request)),
    acceptWithin: (trx: Executor, request: AcceptanceRequest): Promise<Acceptance> =>
      acceptInvitation(deps, trx, request),
  };
}

export type InvitationAcceptance = ReturnType<typeof createInvitationAcceptance>;
