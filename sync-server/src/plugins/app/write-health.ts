import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WriteHealth } from '../../services/write-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** What writes have lately met (a full disk, a read-only database): readiness reads it. */
    writeHealth: WriteHealth;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps `app.writeHealth`: the error handler reports refusals to it, and any request that could
 * write and succeeded clears it, so readiness turns ok with the first write that gets through.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('writeHealth', new WriteHealth(app.config.clock ?? Date.now));
    // onSend, not onResponse: readiness must know before the client hears of the success.
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400) app.writeHealth.succeeded();
    });
  },
  { name: 'write-health' },
);
