import { createHash, randomUUID } from 'node:crypto';
import { retryMessage } from '@habitat/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors';
import { addressKey } from './address-key';
import type { LimitStore } from './limit-store';
import { type AtOnceRule, type LimitId, type LimitPer, type LimitTable, limitLead } from './limit-table';

/** Who a request counts against, for each way a limit is kept. */
export interface LimitSubjects {
  userId?: string;
  address: string;
  /** The address an invitation goes to. */
  invitedEmail?: string;
  /** The group a route is about (its `:id`), for the invitation re-send limit. */
  workspaceId?: string;
}

/** Counts a request makes only once it succeeded (the invitation re-send slot). */
export interface CountOnSuccess {
  succeeded(): Promise<void>;
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
  if (per === 'address') return `ip:${digest(addressKey(subjects.address))}`;
  if (per === 'account') return subjects.userId ? `u:${subjects.userId}` : null;
  // Per group: two co-owners of one group share the one re-send, and an address invited to two
  // different groups gets both invitations.
  if (!subjects.invitedEmail || !subjects.workspaceId) return null;
  return `g:${subjects.workspaceId}:to:${digest(subjects.invitedEmail)}`;
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

  /**
   * Counts a request against each rate limit named, or throws the 429 of the first one past its
   * max. A refused request counts against none of them: every count it made is taken back, so a
   * person held by one limit does not use up the others while they wait. Rules counted only on
   * success are checked here and counted by `succeeded()` of the answer.
   */
  async take(ids: readonly LimitId[], subjects: LimitSubjects): Promise<CountOnSuccess> {
    const counted: string[] = [];
    const later: { key: string; windowMs: number; id: LimitId }[] = [];
    let refusal: HttpError | null = null;
    for (const id of ids) {
      const rule = this.table[id];
      if (rule.kind !== 'rate') continue;
      const subject = subjectKey(rule.per, subjects);
      if (!subject) continue;
      const key = `${id}:${subject}`;
      try {
        if (rule.countsOnSuccess) {
          const seen = await this.store.peek(key);
          if (seen.count >= rule.max) refusal ??= tooMany(limitLead(rule), seen.ttlMs / 1000);
          else later.push({ key, windowMs: rule.windowMs, id });
          continue;
        }
        const result = await this.store.hit(key, rule.windowMs);
        counted.push(key);
        if (result.count > rule.max) refusal ??= tooMany(limitLead(rule), result.ttlMs / 1000);
      } catch (error) {
        this.log.warn({ err: error, limit: id }, 'limit not counted: store unreachable');
      }
    }
    if (refusal) {
      await Promise.all(
        counted.map((key) =>
          this.store
            .undo(key)
            .catch((error) => this.log.warn({ err: error, key }, 'limit count not taken back')),
        ),
      );
      throw refusal;
    }
    return {
      succeeded: async () => {
        for (const { key, windowMs, id } of later) {
          await this.store
            .hit(key, windowMs)
            .catch((error) =>
              this.log.warn({ err: error, limit: id }, 'limit not counted: store unreachable'),
            );
        }
      },
    };
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
