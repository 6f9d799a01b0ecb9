import { createHash, randomUUID } from 'node:crypto';
import { retryMessage } from '@habitat/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors';
import type { LimitStore } from './limit-store';
import { type AtOnceRule, type LimitId, type LimitPer, type LimitTable, limitLead } from './limit-table';

/** Who a request counts against, for each way a limit is kept. */
export interface LimitSubjects {
  userId?: string;
  address: string;
  /** The address an invitation goes to. */
  invitedEmail?: string;
}

/** A place among the few held at once (an export, a stream), given back when the work ends. */
export interface Lease {
  /** Keeps the place for another lease period (a stream calls it on each heartbeat). */
  renew(): Promise<void>;
  release(): Promise<void>;
}

/** How long an export or import may hold its place: longer than any of them takes, short enough that a dead process frees it soon. */
const WORK_LEASE_MS = 10 * 60_000;
/** A stream renews its place every heartbeat (25 s); a stream whose process died loses it within this. */
export const STREAM_LEASE_MS = 60_000;

/** Emails and addresses are not kept readable in a shared store: only a short hash of them. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

function subjectKey(per: LimitPer, subjects: LimitSubjects): string | null {
  if (per === 'address') return `ip:${digest(subjects.address)}`;
  if (!subjects.userId) return null;
  if (per === 'account') return `u:${subjects.userId}`;
  if (!subjects.invitedEmail) return null;
  return `u:${subjects.userId}:to:${digest(subjects.invitedEmail)}`;
}

function tooMany(lead: string, seconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, retryMessage(lead, wait), { 'retry-after': String(wait) });
}

/**
 * Keeps the limits of the table (limit-table.ts) in a store. A store that fails (Redis away) lets
 * the request through and says so in the log: a limit protects the service, and refusing everyone
 * while Redis restarts would be the outage it is there to prevent.
 */
export class LimitGuard {
  constructor(
    readonly table: LimitTable,
    private readonly store: LimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts a request against each rate limit named; throws the 429 of the first one past its max. */
  async take(ids: readonly LimitId[], subjects: LimitSubjects): Promise<void> {
    for (const id of ids) {
      const rule = this.table[id];
      if (rule.kind !== 'rate') continue;
      const subject = subjectKey(rule.per, subjects);
      if (!subject) continue;
      let result: { count: number; ttlMs: number };
      try {
        result = await this.store.hit(`${id}:${subject}`, rule.windowMs);
      } catch (error) {
        this.log.warn({ err: error, limit: id }, 'limit not counted: store unreachable');
        continue;
      }
      if (result.count > rule.max) throw tooMany(limitLead(rule), result.ttlMs / 1000);
    }
  }

  /** Takes a place of an `at once` limit for the person, or throws its 429. */
  async hold(id: LimitId, userId: string, leaseMs = WORK_LEASE_MS): Promise<Lease> {
    const rule = this.table[id] as AtOnceRule;
    if (rule.kind !== 'at once') throw new Error(`${id} is not an 'at once' limit`);
    const key = `${id}:u:${userId}`;
    const holder = randomUUID();
    let taken = true;
    try {
      taken = await this.store.acquire(key, holder, rule.max, leaseMs);
    } catch (error) {
      this.log.warn({ err: error, limit: id }, 'limit not held: store unreachable');
    }
    if (!taken) throw tooMany(limitLead(rule), rule.retryAfterSeconds);
    const quietly = (work: Promise<void>) =>
      work.catch((error) => this.log.warn({ err: error, limit: id }, 'limit lease not updated'));
    return {
      renew: () => quietly(this.store.renew(key, holder, leaseMs)),
      release: () => quietly(this.store.release(key, holder)),
    };
  }

  /** Runs `work` holding a place of an `at once` limit, and gives the place back however it ends. */
  async alone<T>(id: LimitId, userId: string, work: () => Promise<T>): Promise<T> {
    const lease = await this.hold(id, userId);
    try {
      return await work();
    } finally {
      await lease.release();
    }
  }

  /** The max of a cap and the words of its refusal. */
  cap(id: LimitId): { max: number; message: string } {
    const rule = this.table[id];
    return { max: rule.max, message: limitLead(rule) };
  }
}
