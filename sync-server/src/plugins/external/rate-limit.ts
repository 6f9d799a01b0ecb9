import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';

/**
 * Off by default; routes that guess-able secrets reach (login, register) opt in with their own limits.
 * The in-memory store is per instance; docs/deploy.md says how to share it through Redis.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please try again later.'),
    });
  },
  { name: 'rate-limit' },
);
