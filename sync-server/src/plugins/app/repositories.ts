import fp from 'fastify-plugin';
import { createSessionRepository, type SessionRepository } from '../../repositories/session-repository';
import { createUserRepository, type UserRepository } from '../../repositories/user-repository';

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repos', { users: createUserRepository(db), sessions: createSessionRepository(db) });
  },
  { name: 'repositories', dependencies: ['db'] },
);
