import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WriteHealth } from '../../services/write-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** What writes have lately met (a full disk, a read-only database): readiness reads it. */
    writeHealth: WriteHealth;
  }
}

/**
 * Keeps `app.writeHealth`: the error handler reports refusals to it, and every statement that
 * wrote clears it (db/write-observer.ts, wired in app.ts), so readiness turns ok with the first
 * write that gets through.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('writeHealth', new WriteHealth(app.config.clock ?? Date.now));
  },
  { name: 'write-health' },
);
