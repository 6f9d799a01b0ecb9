import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  MemberParams,
  MemberResponse,
  MembersResponse,
  OkMessage,
  UpdateMemberBody,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toMemberDto } from '../../../dto/group-dto';
import { notFound } from '../../../errors';

/**
 * Members and roles (ARCHITECTURE §5): only the owner changes roles; admins and owners remove
 * members but never an owner (a removed person cannot rejoin through the group's link, only by
 * invitation); the last owner hands the group on as they leave, and cannot step down (services/group-membership.ts).
 */
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.groups;
  const membership = app.services.groupMembership;

  app.get(
    '/:id/members',
    { schema: { params: WorkspaceIdParams, response: { 200: MembersResponse, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
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
      const { workspace: group } = await app.requireGroupRole(request, id, 'member');
      await membership.leave(id, userId);
      return { success: true as const, message: `You have left ${group.name}` };
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
      await app.requireGroupRole(request, id, 'owner');
      await membership.setRole({ groupId: id, actorId: request.auth.userId, memberId }, role);
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
      await app.requireGroupRole(request, id, 'admin');
      await membership.remove({ groupId: id, actorId: request.auth.userId, memberId });
      return { success: true as const, message: 'Member removed from the workspace' };
    },
  );
};

export default memberRoutes;
