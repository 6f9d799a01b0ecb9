import type { SocialProvider } from '@habitat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The provider names are part of the wire contract (GET /api/auth/providers): one list, in the protocol.
export { SOCIAL_PROVIDERS, type SocialProvider } from '@habitat/protocol';

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub' };

/** The person as a provider describes them, after the authorization code was exchanged. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id for the person (OIDC `sub`, GitHub's numeric id). */
  subject: string;
  email: string | null;
  /** Only a verified email may create an account or join an existing one. */
  emailVerified: boolean;
  name: string | null;
  /** GitHub's login; Google has none. */
  username: string | null;
  avatar: string | null;
}

/**
 * One provider's half of the authorization-code flow. The OAuth plugin builds these around
 * @fastify/oauth2; the routes only see this shape, so they hold no library details.
 */
export interface SocialLoginFlow {
  /** Sets the state and PKCE-verifier cookies on the reply and returns the provider's sign-in URL. */
  authorizationUrl(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Checks the state cookie, exchanges the code with the verifier, and returns the access token. */
  exchangeCode(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  readProfile(accessToken: string): Promise<SocialProfile>;
  /** Where the flow's cookies live (path, SameSite, Secure): a cookie kept beside them uses the same. */
  cookieOptions: { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean };
}

export type SocialLoginFlows = ReadonlyMap<SocialProvider, SocialLoginFlow>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The enabled providers; a provider without client id and secret is absent. */
    socialLogin: SocialLoginFlows;
  }
}
