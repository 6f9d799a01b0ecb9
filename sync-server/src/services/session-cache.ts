import type { SessionRow } from '../db/schema';
import { HEARD_CACHE_TTL_MS, HeardCache } from './heard-cache';

/** How long a session read from the database is believed without asking again. */
export const SESSION_CACHE_TTL_MS = HEARD_CACHE_TTL_MS;

/**
 * The live sessions this instance has read lately, so a signed-in request costs no query. It must
 * never let an ended session through: every way a session ends (sign-out, a new password, the
 * account deleted) sends `sessions-ended` through the database, the instance that ended them
 * forgets them before it answers, and the rest is HeardCache's rules. A session is believed no
 * longer than its expiry either.
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
