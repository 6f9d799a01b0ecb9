import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type GroupType,
  INVITATION_TTL_MS,
  type InvitationDelivery,
  invitationDeliveryMessage,
  joinPolicy,
  uuidv7,
} from '@habitat/domain';
import {
  AcceptInvitationResponse,
  errorResponses,
  InvitationParams,
  InvitationResponse,
  InvitationsQuery,
  InviteBody,
  JoinSharingBody,
  OkMessage,
  SentInvitationResponse,
  SentInvitationsResponse,
  TokenParams,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toSentInvitationDto } from '../../../dto/group-dto';
import { normalizeEmail } from '../../../dto/user-dto';
import { conflict, forbidden, gone, notFound } from '../../../errors';
import { settingsOf } from '../../../repositories/group-repository';
import { ENDED } from '../../../services/invitation-acceptance';
import { invitationEmail } from '../../../services/invitation-email';
import { hashToken, storedInvitationUrl } from '../../../services/invitation-links';
import { emptyBodyAsNone } from '../request-rules';

/**
 * Invitations (ARCHITECTURE §5). A link carries a 32-byte token; only its hash is stored
 * (services/invitation-links.ts). The link is readable and declinable by whoever holds it, and
 * accepting needs the account of the invited address.
 */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invitations = app.repos.invitations;
  const groups = app.repos.groups;
  const now = () => new Date((app.config.clock ?? Date.now)());
  const links = app.services.invitationLinks;

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
      const { workspace: group, role } = await app.requireGroupRole(request, id, 'admin');
      if (joinPolicy(settingsOf(group)).inviters === 'owners' && role !== 'owner') {
        throw forbidden('Invitations are turned off for this group');
      }
      const email = normalizeEmail(request.body.email);
      const members = await groups.members(id);
      if (members.some((m) => m.email === email)) {
        throw conflict(`${email} is already a member of this group`);
      }
      const sentAt = now();
      const inviter = members.find((m) => m.user_id === request.auth.userId);
      const invitation = await invitations.upsertPending(
        {
          id: uuidv7(sentAt.getTime()),
          workspaceId: id,
          email,
          role: request.body.role ?? 'member',
          message: request.body.message?.trim() ?? '',
          nonce: links.newNonce(),
          invitedBy: request.auth.userId,
          expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_MS),
        },
        sentAt,
        (invitationId, nonce) => hashToken(links.token(invitationId, nonce)),
      );
      const link = storedInvitationUrl(links, invitation);
      if (!link) throw new Error('A fresh invitation has no link');
      const mail = invitationEmail({
        to: email,
        link,
        workspaceName: group.name,
        workspaceType: group.type,
        inviterName: inviter?.name ?? 'A member',
        role: invitation.role,
        message: invitation.message,
        expiresAt: invitation.expires_at,
      });
      // Sent after the invitation is saved: when the email cannot go out, the inviter still has the
      // link to pass on by hand, and the answer says so. Without a mail server the message goes to the
      // outbox folder, which only whoever runs the server reads.
      let delivery: InvitationDelivery = app.mailer.delivery === 'smtp' ? 'emailed' : 'not-emailed';
      try {
        await app.mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, 'invitation email not sent');
        if (delivery === 'emailed') delivery = 'failed';
      }
      reply.code(201);
      return {
        success: true as const,
        invitation: toSentInvitationDto(invitation, link),
        delivery,
        message: invitationDeliveryMessage(delivery, email),
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
      await app.requireGroupRole(request, request.params.id, 'admin');
      const rows = await invitations.list(request.params.id, now(), request.query.status);
      return {
        success: true as const,
        invitations: rows.map((row) =>
          toSentInvitationDto(row, row.status === 'pending' ? storedInvitationUrl(links, row) : null),
        ),
      };
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
      await app.requireGroupRole(request, id, 'admin');
      const at = now();
      if (await invitations.endIfPending({ id: invitationId, workspaceId: id }, 'cancelled', at)) {
        return { success: true as const, message: 'Invitation cancelled' };
      }
      // Not cancelled: say why, with an expiry that happened meanwhile recorded first.
      await invitations.expireStale(at, { workspaceId: id });
      const invitation = await invitations.findInGroup(id, invitationId);
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
            type: row.workspace_type as GroupType,
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
      // The body is optional (older clients send none): an absent one is an empty choice.
      preValidation: emptyBodyAsNone,
      preHandler: app.authenticate,
      schema: {
        params: TokenParams,
        body: JoinSharingBody,
        response: { 200: AcceptInvitationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.auth;
      const sharing = request.body?.sharing;
      const user = await app.repos.users.findProfile(userId);
      if (!user) throw notFound('User not found');
      // Decided inside one transaction; an expiry found on the way is kept, so the refusal is thrown after.
      const outcome = await app.services.invitationAcceptance.accept({
        tokenHash: hashToken(request.params.token),
        user,
        at: now(),
        ...(sharing ? { sharing } : {}),
      });
      if ('refusal' in outcome) throw outcome.refusal;
      const group = await groups.find(outcome.workspaceId);
      if (!group) throw notFound('Group not found');
      return {
        success: true as const,
        workspace: { id: group.id, _id: group.id, name: group.name },
        message: `Welcome to ${group.name}!`,
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
