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
  },
  { name: 'jwt' },
);
