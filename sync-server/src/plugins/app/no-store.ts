import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API replies carry tokens (sign-in, refresh) and personal data: no browser or proxy cache may keep
 * them. A route that chose its own caching (the event stream) keeps it; the service worker's
 * offline copy of group pages is its own cache, kept on purpose and cleared at sign-out.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
