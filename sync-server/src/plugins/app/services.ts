import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../repositories/executor';
import { createEncouragementReply, createEncouragementSender } from '../../services/encouragements';
import { createGroupAnnouncements } from '../../services/group-announcements';
import { createGroupEffects } from '../../services/group-effects';
import { createGroupFigures } from '../../services/group-figures';
import { createGroupJoining } from '../../services/group-joining';
import { type Acceptance, acceptInvitation } from '../../services/invitation-acceptance';
import { createInvitationLinks } from '../../services/invitation-links';
import { createWorkspaceReader } from '../../services/workspace-reader';

type AcceptanceRequest = Parameters<typeof acceptInvitation>[2];

/**
 * The services the routes share, each built once from app.repos. Those that remember (the group
 * figures, the workspace reader's weekly progress) thus keep one memory per process.
 */
function buildServices(app: FastifyInstance) {
  const { db } = app.database;
  const { habitStreaks, activity, notifications, badges } = app.repos;
  const announcements = createGroupAnnouncements({ activity, notifications });
  const groupEffects = createGroupEffects({ habitStreaks, notifications, badges, announcements });
  const { workspaces, workspaceSummaries, invitations, joinRequests, groupProgress, encouragements, users } =
    app.repos;
  const acceptance = { invitations, workspaces, joinRequests, effects: groupEffects };
  return {
    groupEffects,
    groupJoining: createGroupJoining({ db, workspaces, joinRequests, notifications, effects: groupEffects }),
    groupFigures: createGroupFigures(groupProgress),
    workspaceReader: createWorkspaceReader({
      workspaces,
      workspaceSummaries,
      users,
      now: () => (app.config.clock ?? Date.now)(),
    }),
    sendEncouragement: createEncouragementSender({ db, encouragements, notifications }),
    replyToEncouragement: createEncouragementReply({ db, encouragements, notifications }),
    invitationLinks: createInvitationLinks(app.deriveKey('invitation-links'), app.config.publicUrl),
    /** Inside the caller's transaction: the accept route's, or a sign-up's. */
    acceptInvitation: (trx: Executor, request: AcceptanceRequest): Promise<Acceptance> =>
      acceptInvitation(acceptance, trx, request),
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(
  async (app) => {
    app.decorate('services', buildServices(app));
  },
  { name: 'services', dependencies: ['db', 'jwt', 'repositories'] },
);
