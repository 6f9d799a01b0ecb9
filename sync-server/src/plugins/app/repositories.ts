import fp from 'fastify-plugin';
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
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
