import type { FastifyPluginAsync } from 'fastify';
import groupHabitRoutes from './group-habit-routes';
import groupRoutes from './group-routes';
import invitationRoutes from './invitation-routes';
import joinRoutes from './join-routes';
import memberDashboardRoutes from './member-dashboard-routes';
import memberHabitRoutes from './member-habit-routes';
import memberRoutes from './member-routes';
import progressOverviewRoutes from './progress-overview-routes';
import progressTrackerRoutes from './progress-tracker-routes';

/**
 * /api/workspaces (spec §7). Every route but the invitation link's read and decline needs a
 * session; every route on a group checks the caller's role through `requireGroupRole`.
 */
const groups: FastifyPluginAsync = async (app) => {
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(groupRoutes);
    await signedIn.register(memberRoutes);
    await signedIn.register(groupHabitRoutes);
    await signedIn.register(memberHabitRoutes);
    await signedIn.register(progressOverviewRoutes);
    await signedIn.register(progressTrackerRoutes);
    await signedIn.register(memberDashboardRoutes);
    await signedIn.register(joinRoutes);
  });
  await app.register(invitationRoutes);
};

export default groups;
