import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createAccountRepository } from '../../repositories/account-repository';
import { createActivityRepository } from '../../repositories/activity-repository';
import { createAvatarRepository } from '../../repositories/avatar-repository';
import { createBadgeRepository } from '../../repositories/badge-repository';
import { createEncouragementRepository } from '../../repositories/encouragement-repository';
import { createEntryRepository } from '../../repositories/entry-repository';
import { createGroupAudienceRepository } from '../../repositories/group-audience-repository';
import { createGroupHabitRepository } from '../../repositories/group-habit-repository';
import { createGroupProgressRepository } from '../../repositories/group-progress-repository';
import { createGroupRecordRepository } from '../../repositories/group-record-repository';
import { createGroupRepository } from '../../repositories/group-repository';
import { createGroupSummaryRepository } from '../../repositories/group-summary-repository';
import { createHabitRepository } from '../../repositories/habit-repository';
import { createHabitStreakRepository } from '../../repositories/habit-streak-repository';
import { createIdentityRepository } from '../../repositories/identity-repository';
import { createInvitationRepository } from '../../repositories/invitation-repository';
import { createJoinRequestRepository } from '../../repositories/join-request-repository';
import { createLayoutRepository } from '../../repositories/layout-repository';
import { createMaintenanceRepository } from '../../repositories/maintenance-repository';
import { createNotificationRepository } from '../../repositories/notification-repository';
import { createPasswordResetRepository } from '../../repositories/password-reset-repository';
import { createPreferencesRepository } from '../../repositories/preferences-repository';
import { createPullPageRepository } from '../../repositories/pull-page-repository';
import { createPushReminderRepository } from '../../repositories/push-reminder-repository';
import { createPushRepository } from '../../repositories/push-repository';
import { createRoutineRepository } from '../../repositories/routine-repository';
import { createSessionRepository } from '../../repositories/session-repository';
import { createSyncRepository } from '../../repositories/sync-repository';
import { createUserRepository } from '../../repositories/user-repository';
import { createWeeklyDigestRepository } from '../../repositories/weekly-digest-repository';

/** Every repository of the server, each built once: routes, services and the writer share them. */
function buildRepositories(db: Kysely<Database>) {
  // Sync bookkeeping first: the repositories that lock a scope or end sessions write through it.
  const sync = createSyncRepository(db);
  const users = createUserRepository(db, sync);
  return {
    sync,
    pullPages: createPullPageRepository(db),
    users,
    sessions: createSessionRepository(db, sync),
    identities: createIdentityRepository(db, users),
    passwordResets: createPasswordResetRepository(db),
    accounts: createAccountRepository(db),
    avatars: createAvatarRepository(db),
    habits: createHabitRepository(db),
    entries: createEntryRepository(db),
    layouts: createLayoutRepository(db),
    routines: createRoutineRepository(db),
    preferences: createPreferencesRepository(db),
    habitStreaks: createHabitStreakRepository(db),
    badges: createBadgeRepository(db),
    groups: createGroupRepository(db),
    groupSummaries: createGroupSummaryRepository(db),
    invitations: createInvitationRepository(db),
    joinRequests: createJoinRequestRepository(db),
    groupHabits: createGroupHabitRepository(db),
    groupProgress: createGroupProgressRepository(db),
    groupAudience: createGroupAudienceRepository(db),
    groupRecords: createGroupRecordRepository(db),
    activity: createActivityRepository(db),
    notifications: createNotificationRepository(db),
    encouragements: createEncouragementRepository(db),
    push: createPushRepository(db, sync),
    pushReminders: createPushReminderRepository(db),
    weeklyDigests: createWeeklyDigestRepository(db),
    maintenance: createMaintenanceRepository(db),
  };
}

export type Repositories = ReturnType<typeof buildRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repos', buildRepositories(app.database.db));
    // Habits with entries from before streak numbers were stored get theirs before the first request.
    app.addHook('onReady', async () => {
      const filled = await app.repos.habitStreaks.fillMissing();
      if (filled > 0) app.log.info({ filled }, 'streak figures filled in');
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
