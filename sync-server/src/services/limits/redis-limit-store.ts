import { Redis } from 'ioredis';
import type { LimitStore } from './limit-store';

/**
 * The limit store every instance shares (REDIS_URL). Each step is one Lua script, so the count and
 * the check are one atomic step however many instances ask at once, and each uses Redis's own
 * clock, so instances whose clocks differ still agree on when a window ends.
 */

// A fixed window: the first hit starts it and sets its end.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// The count so far and what is left of its window, without counting.
const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {count, ttl}
`;
// Takes one count back, never below zero, keeping the window's end.
const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 1
`;

// Leases are members of a sorted set scored by when they end; ended ones are dropped first.
const NOW_MS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;
const ACQUIRE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local lease = tonumber(ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
return 1
`;
const RENEW = `${NOW_MS}
local lease = tonumber(ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
return 1
`;

type Callable = (...args: (string | number)[]) => Promise<unknown>;

/**
 * How long a command may take before it fails, and the request is let through (and logged): a Redis
 * that is connected but answers nothing (paused, swapping, a stalled network) must not hold every
 * limited request, sign-ins included, for as long as it stays so.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** How long a connection attempt may take: a Redis host that drops packets is given up on soon. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    /** Every key starts with it: instances of one deployment share it, separate ones (tests) do not. */
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      // A limit must not hold a request while Redis is away: a command fails at once, and the
      // caller lets the request through (limits.ts), rather than queueing it until Redis returns.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    });
    this.redis.defineCommand('habitatHit', { numberOfKeys: 1, lua: HIT });
    this.redis.defineCommand('habitatPeek', { numberOfKeys: 1, lua: PEEK });
    this.redis.defineCommand('habitatUndo', { numberOfKeys: 1, lua: UNDO });
    this.redis.defineCommand('habitatAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    this.redis.defineCommand('habitatRenew', { numberOfKeys: 1, lua: RENEW });
  }

  /** The client, for @fastify/rate-limit's own store (auth limits share the same Redis). */
  get client(): Redis {
    return this.redis;
  }

  /** Resolves once connected, so the first requests are not let through for want of a connection. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      this.redis.once('ready', resolve);
      this.redis.once('error', reject);
    });
  }

  private command(name: string): Callable {
    return (this.redis as unknown as Record<string, Callable>)[name] as Callable;
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const [count, ttl] = (await this.command('habitatHit').call(this.redis, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, ttlMs: ttl };
  }

  async peek(key: string): Promise<{ count: number; ttlMs: number }> {
    const [count, ttl] = (await this.command('habitatPeek').call(this.redis, this.prefix + key)) as [
      number,
      number,
    ];
    return { count, ttlMs: ttl };
  }

  async undo(key: string): Promise<void> {
    await this.command('habitatUndo').call(this.redis, this.prefix + key);
  }

  async acquire(key: string, holder: string, max: number, leaseMs: number): Promise<boolean> {
    const taken = await this.command('habitatAcquire').call(
      this.redis,
      this.prefix + key,
      holder,
      max,
      leaseMs,
    );
    return taken === 1;
  }

  async renew(key: string, holder: string, leaseMs: number): Promise<void> {
    await this.command('habitatRenew').call(this.redis, this.prefix + key, holder, leaseMs);
  }

  async release(key: string, holder: string): Promise<void> {
    await this.redis.zrem(this.prefix + key, holder);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
