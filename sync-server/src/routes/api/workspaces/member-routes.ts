import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_MESSAGES } from '@habitat/domain';
import {
  errorResponses,
  MemberParams,
  MemberResponse,
  MembersResponse,
  OkMessage,
  UpdateMemberBody,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toMemberDto } from '../../../dto/workspace-dto';
import { badRequest, conflict, forbidden, notFound } from '../../../errors';

/**
 * Members and roles (ARCHITECTURE §5): only the owner changes roles; admins and owners remove
 * members but never an owner (a removed person cannot rejoin through the group's link, only by
 * invitation); a sole owner can neither leave nor step down. Owner checks run in a
 * transaction that locks the owner rows, so two owners leaving at once cannot leave none.
 */
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.workspaces;

  app.get(
    '/:id/members',
    { schema: { params: WorkspaceIdParams, response: { 200: MembersResponse, ...errorResponses } } },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'member');
      const members = await repo.members(request.params.id);
      return { success: true as const, members: members.map(toMemberDto) };
    },
  );

  app.post(
    '/:id/leave',
    { schema: { params: WorkspaceIdParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const { userId } = request.auth;
      const { role, workspace } = await app.requireWorkspaceRole(request, id, 'member');
      await repo.transaction(async (trx) => {
        if (role === 'owner') {
          const owners = await repo.lockOwners(id, trx);
          if (owners.filter((owner) => owner !== userId).length === 0)
            throw conflict(GROUP_MESSAGES.soleOwner);
        }
        await repo.removeMember(id, userId, trx);
        await repo.touch(id, trx);
      });
      return { success: true as const, message: `You have left ${workspace.name}` };
    },
  );

  app.put(
    '/:id/members/:memberId',
    {
      schema: {
        params: MemberParams,
        body: UpdateMemberBody,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      const { role } = request.body;
      await app.requireWorkspaceRole(request, id, 'owner');
      await repo.transaction(async (trx) => {
        const owners = await repo.lockOwners(id, trx);
        const members = await repo.members(id, trx);
        const target = members.find((m) => m.user_id === memberId);
        if (!target) throw notFound('Member not found');
        if (target.role === 'owner' && role !== 'owner' && owners.length === 1) {
          throw conflict('A group needs an owner. Make another member an owner first.');
        }
        await repo.setRole(id, memberId, role, trx);
        await repo.touch(id, trx);
      });
      const member = (await repo.members(id)).find((m) => m.user_id === memberId);
      if (!member) throw notFound('Member not found');
      return { success: true as const, member: toMemberDto(member), message: 'Member role updated' };
    },
  );

  app.delete(
    '/:id/members/:memberId',
    { schema: { params: MemberParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { id, memberId } = request.params;
      await app.requireWorkspaceRole(request, id, 'admin');
      if (memberId === request.auth.userId) {
        throw badRequest('You cannot remove yourself. Use Leave group instead.');
      }
      const target = (await repo.findWithRole(id, memberId))?.role;
      if (!target) throw notFound('Member not found');
      if (target === 'owner') throw forbidden('The group owner cannot be removed');
      await repo.transaction(async (trx) => {
        await repo.removeMember(id, memberId, trx);
        // Removed, not left: the group's link no longer lets them back in; an invitation does.
        await app.repos.joinRequests.markRemoved(id, memberId, request.auth.userId, trx);
        await repo.touch(id, trx);
      });
      return { success: true as const, message: 'Member removed from the workspace' };
    },
  );
};

export default memberRoutes;
