import fp from 'fastify-plugin';
import { type ActivityRepository, createActivityRepository } from '../../repositories/activity-repository';
import {
  createEncouragementRepository,
  type EncouragementRepository,
} from '../../repositories/encouragement-repository';
import {
  createGroupHabitRepository,
  type GroupHabitRepository,
} from '../../repositories/group-habit-repository';
import {
  createGroupProgressRepository,
  type GroupProgressRepository,
} from '../../repositories/group-progress-repository';
import {
  createHabitStreakRepository,
  type HabitStreakRepository,
} from '../../repositories/habit-streak-repository';
import { createIdentityRepository, type IdentityRepository } from '../../repositories/identity-repository';
import {
  createInvitationRepository,
  type InvitationRepository,
} from '../../repositories/invitation-repository';
import {
  createJoinRequestRepository,
  type JoinRequestRepository,
} from '../../repositories/join-request-repository';
import {
  createNotificationRepository,
  type NotificationRepository,
} from '../../repositories/notification-repository';
import { createSessionRepository, type SessionRepository } from '../../repositories/session-repository';
import { createUserRepository, type UserRepository } from '../../repositories/user-repository';
import { createWorkspaceRepository, type WorkspaceRepository } from '../../repositories/workspace-repository';

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
  workspaces: WorkspaceRepository;
  invitations: InvitationRepository;
  groupHabits: GroupHabitRepository;
  groupProgress: GroupProgressRepository;
  habitStreaks: HabitStreakRepository;
  activity: ActivityRepository;
  notifications: NotificationRepository;
  encouragements: EncouragementRepository;
  identities: IdentityRepository;
  joinRequests: JoinRequestRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repos', {
      users: createUserRepository(db),
      sessions: createSessionRepository(db),
      workspaces: createWorkspaceRepository(db),
      invitations: createInvitationRepository(db),
      groupHabits: createGroupHabitRepository(db),
      groupProgress: createGroupProgressRepository(db),
      habitStreaks: createHabitStreakRepository(db),
      activity: createActivityRepository(db),
      notifications: createNotificationRepository(db),
      encouragements: createEncouragementRepository(db),
      identities: createIdentityRepository(db),
      joinRequests: createJoinRequestRepository(db),
    });
    // Habits with entries from before streak figures were stored get theirs before the first request.
    app.addHook('onReady', async () => {
      const filled = await app.repos.habitStreaks.fillMissing();
      if (filled > 0) app.log.info({ filled }, 'streak figures filled in');
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
