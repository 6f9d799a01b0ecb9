import { type GroupRole, hasRole } from '@habitat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkspaceRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { NOT_ALLOWED } from '../../services/group-rights';

export interface GroupAccess {
  workspace: WorkspaceRow;
  role: GroupRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one role check of every group route (ARCHITECTURE §5): owner > admin > member.
     * A private group does not exist for someone outside it (404); a public one is known to
     * exist, so an outsider is refused (403). Membership is read from the database on every call,
     * so a removed member loses access at once.
     */
    requireGroupRole(request: FastifyRequest, groupId: string, needed: GroupRole): Promise<GroupAccess>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('requireGroupRole', async (request: FastifyRequest, groupId: string, needed: GroupRole) => {
      const { userId } = request.auth;
      const found = await app.repos.groups.findWithRole(groupId, userId);
      if (!found) throw notFound('Group not found');
      // A private group exists for an outsider only while they wait on a request to join it
      // (made when it was public): they may see it to withdraw that request.
      if (!found.role && !found.workspace.is_public) {
        const waiting = await app.repos.joinRequests.pending(groupId, userId, app.database.db);
        if (!waiting) throw notFound('Group not found');
      }
      const { workspace: group, role } = found;
      if (!role) throw forbidden(NOT_ALLOWED.member);
      if (!hasRole(role, needed)) throw forbidden(NOT_ALLOWED[needed]);
      return { workspace: group, role };
    });
  },
  { name: 'group-access', dependencies: ['repositories', 'authenticate'] },
);
