import fp from 'fastify-plugin';
import {
  createGroupHabitRepository,
  type GroupHabitRepository,
} from '../../repositories/group-habit-repository';
import {
  createInvitationRepository,
  type InvitationRepository,
} from '../../repositories/invitation-repository';
import { createSessionRepository, type SessionRepository } from '../../repositories/session-repository';
import { createUserRepository, type UserRepository } from '../../repositories/user-repository';
import { createWorkspaceRepository, type WorkspaceRepository } from '../../repositories/workspace-repository';

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
  workspaces: WorkspaceRepository;
  invitations: InvitationRepository;
  groupHabits: GroupHabitRepository;
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
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
