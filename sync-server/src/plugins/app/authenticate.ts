import { isUuid } from '@habitat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../../db/schema';
import { unauthorized } from '../../errors';
import { SessionCache } from '../../services/session-cache';
import type { TokenClaims } from '../external/jwt';

export interface AuthContext {
  userId: string;
  sessionId: string;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user with a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * Reads the bearer token. `expiredGraceSeconds` accepts a token that expired at most that long
     * ago (refresh, logout); by default an expired token is refused.
     */
    readToken(request: FastifyRequest, options?: { expiredGraceSeconds?: number }): TokenClaims;
    /** The live session behind a token, or 401. */
    requireSession(claims: TokenClaims): Promise<SessionRow>;
    /** Live sessions read lately (services/session-cache.ts); whatever ends one tells it. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication required');
  return match[1];
}

/** A token we signed holds two ids; anything else (an old format, a leaked key's forgery) is refused. */
function isClaims(value: unknown): value is TokenClaims {
  const claims = value as Partial<TokenClaims> | null;
  return isUuid(claims?.sub) && isUuid(claims?.sid);
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthContext);

    app.decorate('readToken', (request: FastifyRequest, options: { expiredGraceSeconds?: number } = {}) => {
      const token = bearerToken(request);
      const grace = options.expiredGraceSeconds ?? 0;
      let claims: unknown;
      try {
        // Options make @fastify/jwt build a verifier for the call: most requests pass none and
        // share the one it built at start.
        claims = grace > 0 ? app.jwt.verify(token, { ignoreExpiration: true }) : app.jwt.verify(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw unauthorized(code === 'FAST_JWT_EXPIRED' ? 'Token expired' : 'Invalid token');
      }
      if (!isClaims(claims)) throw unauthorized('Invalid token');
      if (grace > 0 && (claims.exp ?? 0) + grace < Date.now() / 1000) throw unauthorized('Token expired');
      return claims;
    });

    // On the real clock, as findActive judges expiry: a test's fixed server clock must not freeze it.
    const sessionCache = new SessionCache();
    app.decorate('sessionCache', sessionCache);

    app.decorate('requireSession', async (claims: TokenClaims) => {
      const session = await sessionCache.find(claims.sid, claims.sub, () =>
        app.repos.sessions.findActive(claims.sid, claims.sub),
      );
      if (!session) throw unauthorized('Session has ended. Please log in again.');
      return session;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = app.readToken(request);
      const session = await app.requireSession(claims);
      request.auth = { userId: claims.sub, sessionId: claims.sid, session };
    });
  },
  { name: 'authenticate', dependencies: ['jwt', 'repositories'] },
);
