import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountDeletion } from '../../services/account-deletion';
import { createEncouragementWrites } from '../../services/encouragements';
import { createGroupAnnouncements } from '../../services/group-announcements';
import { createGroupEffects } from '../../services/group-effects';
import { createGroupFigures } from '../../services/group-figures';
import { createGroupHabitWrites } from '../../services/group-habits';
import { createGroupJoining } from '../../services/group-joining';
import { createGroupMembership } from '../../services/group-membership';
import { createGroupReader } from '../../services/group-reader';
import { createGroupSettings } from '../../services/group-settings';
import { createInvitationAcceptance } from '../../services/invitation-acceptance';
import { createInvitationLinks } from '../../services/invitation-links';
import { createNotifier } from '../../services/notifier';
import { createPasswordResets } from '../../services/password-resets';
import { createSignUp } from '../../services/sign-up';
import { createGroupProjection } from '../../sync/group-projection';

/**
 * The services the routes share, each built once from app.repos. Those that remember (the group
 * numbers, the group reader's weekly progress) thus keep one memory per process.
 */
function buildServices(app: FastifyInstance) {
  const { db } = app.database;
  const { habitStreaks, activity, badges, sync, groupAudience: audience } = app.repos;
  const notifications = createNotifier({ notifications: app.repos.notifications, push: app.repos.push });
  const announcements = createGroupAnnouncements({ activity, audience, notifications });
  const groupEffects = createGroupEffects({ habitStreaks, notifications, badges, sync, announcements });
  const { groups, groupSummaries, invitations, joinRequests, groupProgress, encouragements, users } =
    app.repos;
  const { groupHabits } = app.repos;
  const now = () => (app.config.clock ?? Date.now)();
  const invitationAcceptance = createInvitationAcceptance({
    db,
    invitations,
    groups,
    joinRequests,
    effects: groupEffects,
  });
  return {
    /** Tells people: the bell's rows and their pushes, in the caller's transaction. */
    notifications,
    groupEffects,
    groupJoining: createGroupJoining({
      db,
      groups,
      joinRequests,
      audience,
      sync,
      notifications,
      effects: groupEffects,
    }),
    groupFigures: createGroupFigures(groupProgress),
    groupReader: createGroupReader({
      groups,
      groupSummaries,
      users,
      now,
    }),
    encouragementWrites: createEncouragementWrites({
      db,
      encouragements,
      audience,
      sync,
      notifications,
      notices: app.repos.notifications,
    }),
    deleteAccount: createAccountDeletion({ db, accounts: app.repos.accounts, audience, sync }),
    invitationLinks: createInvitationLinks(app.deriveKey('invitation-links'), app.config.publicUrl),
    invitationAcceptance,
    passwordResets: createPasswordResets({ db, resets: app.repos.passwordResets, users, now }),
    signUp: createSignUp({ db, users, invitations: invitationAcceptance, now }),
    groupMembership: createGroupMembership({ db, groups, joinRequests, effects: groupEffects }),
    groupHabits: createGroupHabitWrites({ db, groupHabits, groups, effects: groupEffects }),
    groupSettings: createGroupSettings({ db, groups }),
    /** Each group's scope rows, computed from its tables before a member's pull (issue 31). */
    groupProjection: createGroupProjection({
      db,
      records: app.repos.groupRecords,
      sync,
      groups,
      groupHabits,
      activity,
      encouragements,
      joinRequests,
      progress: app.repos.groupProgress,
      now,
    }),
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
