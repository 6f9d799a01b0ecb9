import type { SessionRow } from '../db/schema';

/** How long a session read from the database is believed without asking again. */
export const SESSION_CACHE_TTL_MS = 30_000;
const CAPACITY = 20_000;

/**
 * The live sessions this instance has read lately, so a signed-in request costs no query. It must
 * never let an ended session through, so:
 * - every way a session ends (sign-out, a new password, the account deleted) sends `sessions-ended`
 *   through the database, and every instance forgets that person's sessions when it arrives;
 * - the instance that ended them forgets them at once too, before it answers;
 * - a read that overlapped an ending is not remembered (the epoch moved while it ran);
 * - while the notification channel is down, endings are not heard: nothing is remembered until it
 *   is back, and what was remembered is forgotten both when it drops and when it returns;
 * - nothing is believed longer than SESSION_CACHE_TTL_MS, nor past its expiry.
 */
export class SessionCache {
  private readonly bySession = new Map<string, { session: SessionRow; readAt: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private epoch = 0;
  private trusting = true;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  async find(
    sessionId: string,
    userId: string,
    load: () => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined> {
    const hit = this.bySession.get(sessionId);
    const now = this.now();
    if (hit && now - hit.readAt < this.ttlMs && hit.session.expires_at.getTime() > now) {
      return hit.session.user_id === userId ? hit.session : undefined;
    }
    if (hit) this.drop(sessionId, hit.session.user_id);
    const epoch = this.epoch;
    const session = await load();
    if (session && this.trusting && epoch === this.epoch) this.remember(session, now);
    return session;
  }

  /** Some of this person's sessions ended: none of theirs is believed any longer. */
  forget(userId: string): void {
    this.epoch += 1;
    for (const sessionId of this.byUser.get(userId) ?? []) this.bySession.delete(sessionId);
    this.byUser.delete(userId);
  }

  /**
   * Whether endings are heard (the notification channel is up). Either way, endings may have been
   * missed until now: nothing remembered is believed any longer.
   */
  trust(listening: boolean): void {
    this.trusting = listening;
    this.clear();
  }

  /** Nothing is believed any longer. */
  clear(): void {
    this.epoch += 1;
    this.bySession.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.bySession.size;
  }

  private remember(session: SessionRow, readAt: number): void {
    this.bySession.delete(session.id);
    this.bySession.set(session.id, { session, readAt });
    let sessions = this.byUser.get(session.user_id);
    if (!sessions) {
      sessions = new Set();
      this.byUser.set(session.user_id, sessions);
    }
    sessions.add(session.id);
    if (this.bySession.size > CAPACITY) {
      const [oldestId, oldest] = this.bySession.entries().next().value as [string, { session: SessionRow }];
      this.drop(oldestId, oldest.session.user_id);
    }
  }

  private drop(sessionId: string, userId: string): void {
    this.bySession.delete(sessionId);
    const sessions = this.byUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(userId);
  }
}
