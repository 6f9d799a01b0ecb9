import type { SessionRow } from '../db/schema';
import { HeardCache } from './heard-cache';

/**
 * How long a session read from the database is believed without asking again: one second, the
 * bound on how long a session ended on another instance may still be accepted here. Hearing the
 * ending is usually faster, but it is not guaranteed: the notification may still be on its way
 * when the person's next request arrives (once in 15 rounds in issue 28), and a LISTEN connection
 * that stalls without dropping is not noticed at all. A second still spares the database the
 * lookups of a sync's burst of requests (push, pull, events), which is what the cache is for.
 */
export const SESSION_CACHE_TTL_MS = 1000;

/**
 * The live sessions this instance has read lately, so a signed-in request costs no query. It must
 * never let an ended session through: every way a session ends (sign-out, a new password, the
 * account deleted) sends `sessions-ended` through the database, the instance that ended them
 * forgets them before it answers, and the rest is HeardCache's rules. A session is believed no
 * longer than SESSION_CACHE_TTL_MS, notified or not, nor past its expiry.
 */
export class SessionCache extends HeardCache<SessionRow> {
  constructor(now: () => number = Date.now, ttlMs = SESSION_CACHE_TTL_MS) {
    super({
      ownerOf: (session) => session.user_id,
      expiresAt: (session) => session.expires_at.getTime(),
      now,
      ttlMs,
    });
  }
}
