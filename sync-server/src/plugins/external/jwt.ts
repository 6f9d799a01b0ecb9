import { createHmac } from 'node:crypto';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../services/secrets';

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Session id: logout and password changes end the session, and with it every token issued for it. */
  sid: string;
  /** Issued at and expiry, in seconds; set by the signer. */
  iat?: number;
  exp?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A key for one purpose (its label), derived from the server secret: links the server must be
     * able to show again are signed with these, never with the JWT key itself.
     */
    deriveKey(label: string): Buffer;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    await app.register(jwt, { secret, sign: { expiresIn: app.config.accessTokenTtlSeconds } });
    app.decorate('deriveKey', (label: string) => createHmac('sha256', secret).update(label).digest());
  },
  { name: 'jwt' },
);
