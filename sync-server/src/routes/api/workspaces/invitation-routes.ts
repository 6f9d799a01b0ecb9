import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GROUP_MESSAGES,
  INVITATION_TTL_MS,
  type InvitationStatus,
  uuidv7,
  type WorkspaceType,
} from '@habitat/domain';
import {
  AcceptInvitationResponse,
  errorResponses,
  InvitationParams,
  InvitationResponse,
  InvitationsQuery,
  InviteBody,
  OkMessage,
  SentInvitationResponse,
  SentInvitationsResponse,
  TokenParams,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { conflict, forbidden, gone, HttpError, notFound } from '../../../errors';
import type { InvitationWithNames } from '../../../repositories/invitation-repository';
import { createGroupEffects } from '../../../services/group-effects';
import { invitationEmail } from '../../../services/invitation-email';
import { normalizeEmail } from '../user-dto';
import { toSentInvitationDto } from './workspace-dto';

/**
 * Invitations (ARCHITECTURE §5). A link carries 32 random bytes; only their hash is stored. The
 * link is readable and declinable by whoever holds it, and accepting needs the account of the
 * invited address. Whatever ended an invitation, the link then answers 410 with a sentence the
 * invitation page shows as is.
 */
const ENDED: Readonly<Record<Exclude<InvitationStatus, 'pending'>, string>> = {
  expired: GROUP_MESSAGES.invitationExpired,
  accepted: 'This invitation has already been accepted',
  declined: 'This invitation has been declined',
  cancelled: 'This invitation has been cancelled',
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const effects = createGroupEffects(app.database.db);
  const invitations = app.repos.invitations;
  const workspaces = app.repos.workspaces;
  const now = () => new Date((app.config.clock ?? Date.now)());

  app.post(
    '/:id/members/invite',
    {
      preHandler: app.authenticate,
      schema: {
        params: WorkspaceIdParams,
        body: InviteBody,
        response: { 201: SentInvitationResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { workspace, role } = await app.requireWorkspaceRole(request, id, 'admin');
      if (!workspace.allow_invites && role !== 'owner') {
        throw forbidden('Invitations are turned off for this workspace');
      }
      const email = normalizeEmail(request.body.email);
      const members = await workspaces.members(id);
      if (members.some((m) => m.email === email)) {
        throw conflict(`${email} is already a member of this workspace`);
      }
      const token = randomBytes(32).toString('base64url');
      const sentAt = now();
      const inviter = members.find((m) => m.user_id === request.auth.userId);
      let invitation: InvitationWithNames;
      try {
        invitation = await invitations.upsertPending(
          {
            id: uuidv7(sentAt.getTime()),
            workspaceId: id,
            email,
            role: request.body.role ?? 'member',
            message: request.body.message?.trim() ?? '',
            tokenHash: hashToken(token),
            invitedBy: request.auth.userId,
            expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_MS),
          },
          sentAt,
          (row) =>
            app.mailer.send(
              invitationEmail({
                to: email,
                link: `${app.config.publicUrl}/invite/${token}`,
                workspaceName: workspace.name,
                workspaceType: workspace.type,
                inviterName: inviter?.name ?? 'A member',
                role: row.role,
                message: row.message,
                expiresAt: row.expires_at,
              }),
            ),
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'invitation not sent');
        throw new HttpError(502, 'The invitation could not be emailed. Please try again.');
      }
      reply.code(201);
      return {
        success: true as const,
        invitation: toSentInvitationDto(invitation),
        message: `Invitation sent to ${email}`,
      };
    },
  );

  app.get(
    '/:id/invitations',
    {
      preHandler: app.authenticate,
      schema: {
        params: WorkspaceIdParams,
        querystring: InvitationsQuery,
        response: { 200: SentInvitationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'admin');
      const rows = await invitations.list(request.params.id, now(), request.query.status);
      return { success: true as const, invitations: rows.map(toSentInvitationDto) };
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      preHandler: app.authenticate,
      schema: { params: InvitationParams, response: { 200: OkMessage, ...errorResponses } },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      await app.requireWorkspaceRole(request, id, 'admin');
      const at = now();
      if (await invitations.endIfPending({ id: invitationId, workspaceId: id }, 'cancelled', at)) {
        return { success: true as const, message: 'Invitation cancelled' };
      }
      // Not cancelled: say why, with an expiry that happened meanwhile recorded first.
      await invitations.expireStale(at, { workspaceId: id });
      const invitation = await invitations.findInWorkspace(id, invitationId);
      if (!invitation) throw notFound('Invitation not found');
      throw conflict(`This invitation is already ${invitation.status}`);
    },
  );

  app.get(
    '/invitations/:token',
    { schema: { params: TokenParams, response: { 200: InvitationResponse, ...errorResponses } } },
    async (request) => {
      const row = await invitations.findByTokenHash(hashToken(request.params.token), now());
      if (!row) throw notFound('Invitation not found');
      if (row.status !== 'pending') throw gone(ENDED[row.status]);
      return {
        success: true as const,
        invitation: {
          token: request.params.token,
          status: row.status,
          email: row.email,
          role: row.role,
          message: row.message,
          workspace: {
            id: row.workspace_id,
            name: row.workspace_name,
            type: row.workspace_type as WorkspaceType,
            description: row.workspace_description,
          },
          invitedBy: { name: row.inviter_name ?? 'A former member' },
          expiresAt: row.expires_at.toISOString(),
        },
      };
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      preHandler: app.authenticate,
      schema: { params: TokenParams, response: { 200: AcceptInvitationResponse, ...errorResponses } },
    },
    async (request) => {
      const { userId } = request.auth;
      const user = await app.repos.users.findProfile(userId);
      if (!user) throw notFound('User not found');
      const at = now();
      // Decided inside one transaction; an expiry found on the way is kept, so the refusal is thrown after.
      const outcome = await workspaces.transaction(async (trx) => {
        const invitation = await invitations.lockByTokenHash(hashToken(request.params.token), trx);
        if (!invitation) return { refusal: notFound('Invitation not found') };
        const alreadyMember = (await workspaces.findWithRole(invitation.workspace_id, userId, trx))?.role;
        if (invitation.status === 'accepted' && alreadyMember)
          return { workspaceId: invitation.workspace_id };
        if (invitation.status === 'pending' && invitation.expires_at <= at) {
          await invitations.setStatus(invitation.id, 'expired', at, trx);
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
        await workspaces.addMember(invitation.workspace_id, userId, invitation.role, trx);
        await effects.memberJoined(trx, invitation.workspace_id, userId, !alreadyMember);
        await invitations.setStatus(invitation.id, 'accepted', at, trx, userId);
        await workspaces.touch(invitation.workspace_id, trx);
        return { workspaceId: invitation.workspace_id };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      const workspace = await workspaces.find(outcome.workspaceId);
      if (!workspace) throw notFound('Workspace not found');
      return {
        success: true as const,
        workspace: { id: workspace.id, _id: workspace.id, name: workspace.name },
        message: `Welcome to ${workspace.name}!`,
      };
    },
  );

  app.post(
    '/invitations/:token/decline',
    { schema: { params: TokenParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const at = now();
      const tokenHash = hashToken(request.params.token);
      const invitation = await invitations.findByTokenHash(tokenHash, at);
      if (!invitation) throw notFound('Invitation not found');
      if (
        invitation.status === 'pending' &&
        (await invitations.endIfPending({ id: invitation.id }, 'declined', at))
      ) {
        return { success: true as const, message: 'Invitation declined' };
      }
      const current = (await invitations.findByTokenHash(tokenHash, at)) ?? invitation;
      throw gone(ENDED[current.status === 'pending' ? 'expired' : current.status]);
    },
  );
};

export default invitationRoutes;
