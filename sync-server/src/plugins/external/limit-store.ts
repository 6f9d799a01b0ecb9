import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type LimitStore, MemoryLimitStore } from '../../services/limits/limit-store';
import { RedisLimitStore } from '../../services/limits/redis-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every limit counts: Redis when REDIS_URL is set, else this process's memory. */
    limitStore: LimitStore;
    /** The Redis client behind it, for @fastify/rate-limit's auth limits; null without REDIS_URL. */
    limitRedis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix, clock } = app.config;
    if (redisUrl) {
      const store = new RedisLimitStore(redisUrl, redisKeyPrefix);
      // A Redis that cannot be reached at start is a mistake worth stopping for; once running, a
      // lost connection lets requests through until it is back (services/limits/limits.ts).
      await store.ready();
      store.client.on('error', (error) => app.log.warn({ err: error }, 'limit store (Redis) unreachable'));
      app.decorate('limitStore', store as LimitStore);
      app.decorate('limitRedis', store.client);
    } else {
      app.decorate('limitStore', new MemoryLimitStore(clock ?? Date.now) as LimitStore);
      app.decorate('limitRedis', null);
    }
    app.addHook('onClose', () => app.limitStore.close());
  },
  { name: 'limit-store' },
);
