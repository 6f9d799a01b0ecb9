import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';
import { addressKey } from '../../services/limits/address-key';
import { rateLimitMessage } from '../../services/rate-limit-words';

/**
 * Off by default; routes that guess-able secrets reach (login, register) opt in with their own limits.
 * The store is the limits' one (plugins/external/limit-store.ts): with REDIS_URL every instance
 * counts in the same Redis, else each counts in its memory.
 * The answer carries Retry-After (the plugin's header) and says the same wait in words.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // An IPv6 sender counts by its /64: one home holds 2^64 addresses (services/limits/address-key.ts).
      keyGenerator: (request) => addressKey(request.ip),
      ...(app.limitRedis
        ? { redis: app.limitRedis, nameSpace: `${app.config.redisKeyPrefix}auth:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (request, context) =>
        new HttpError(429, rateLimitMessage(request.routeOptions.url, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['limit-store'] },
);
