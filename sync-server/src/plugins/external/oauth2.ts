import cookie from '@fastify/cookie';
import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OAuthConfig } from '../../config';
import { discoverOpenIdEndpoints, hostAndPath } from '../../services/social-discovery';
import type { SocialLoginFlow, SocialProfile, SocialProvider } from '../../services/social-login';
import { readGithubProfile, readOidcProfile } from '../../services/social-profiles';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2: OAuth2Namespace;
    githubOAuth2: OAuth2Namespace;
  }
}

/**
 * Google and GitHub sign-in through @fastify/oauth2: authorization code with PKCE (S256), the state
 * and the code verifier in short httpOnly cookies scoped to /api/auth. Each provider is registered
 * only when its client id and secret are configured; `app.socialLogin` holds the enabled ones.
 */
export default fp(
  async (app) => {
    const flows = new Map<SocialProvider, SocialLoginFlow>();
    app.decorate('socialLogin', flows);
    const { oauth } = app.config;
    if (!oauth.google && !oauth.github) return;

    await app.register(cookie);
    if (oauth.google) {
      const flow = await registerGoogle(app, oauth.google);
      if (flow) flows.set('google', flow);
    }
    if (oauth.github) flows.set('github', await registerGithub(app, oauth.github));
  },
  { name: 'oauth2' },
);

function cookieOptions(app: FastifyInstance) {
  // SameSite=Lax still sends them on the provider's top-level redirect back to the callback.
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https://'),
  };
}

function cookieNames(provider: SocialProvider) {
  // One pair per provider: a Google and a GitHub sign-in started in two tabs do not overwrite each other.
  return {
    redirectStateCookieName: `oauth2-${provider}-state`,
    verifierCookieName: `oauth2-${provider}-verifier`,
  };
}

function flowFor(
  app: FastifyInstance,
  provider: SocialProvider,
  namespace: OAuth2Namespace,
  readProfile: (accessToken: string) => Promise<SocialProfile>,
): SocialLoginFlow {
  const { redirectStateCookieName } = cookieNames(provider);
  return {
    authorizationUrl: (request, reply) => namespace.generateAuthorizationUri(request, reply),
    async exchangeCode(request, reply) {
      try {
        // With the reply, the plugin also clears the verifier cookie.
        const { token } = await namespace.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        // GitHub answers a bad code with 200 and an `error` field instead of a token.
        if (typeof token.access_token !== 'string' || token.access_token === '') {
          throw new Error('The token endpoint returned no access token');
        }
        return token.access_token;
      } finally {
        reply.clearCookie(redirectStateCookieName, cookieOptions(app));
      }
    },
    readProfile,
    cookieOptions: cookieOptions(app),
  };
}

/** Google through OpenID Connect discovery, so any OIDC server can stand in (GOOGLE_ISSUER). */
async function registerGoogle(
  app: FastifyInstance,
  google: NonNullable<OAuthConfig['google']>,
): Promise<SocialLoginFlow | undefined> {
  let endpoints: Awaited<ReturnType<typeof discoverOpenIdEndpoints>>;
  try {
    endpoints = await discoverOpenIdEndpoints(google.issuer);
  } catch (error) {
    // The server still starts: an outage at the provider should not take password sign-in with it.
    app.log.error(
      { issuer: google.issuer, reason: error instanceof Error ? error.message : String(error) },
      'Google sign-in is off: the OpenID configuration could not be read',
    );
    return undefined;
  }
  const authorize = hostAndPath(endpoints.authorizationEndpoint);
  const token = hostAndPath(endpoints.tokenEndpoint);
  await app.register(oauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      auth: {
        authorizeHost: authorize.host,
        authorizePath: authorize.path,
        tokenHost: token.host,
        tokenPath: token.path,
      },
    },
    callbackUri: `${app.config.publicUrl}/api/auth/google/callback`,
    pkce: 'S256',
    cookie: cookieOptions(app),
    ...cookieNames('google'),
  });
  const { userinfoEndpoint } = endpoints;
  return flowFor(app, 'google', app.googleOAuth2, (accessToken) =>
    readOidcProfile(userinfoEndpoint, accessToken),
  );
}

async function registerGithub(
  app: FastifyInstance,
  github: NonNullable<OAuthConfig['github']>,
): Promise<SocialLoginFlow> {
  // GitHub Enterprise Server lives at the root of its host, but GITHUB_URL may still carry a path (a
  // proxy in front of it): joining before splitting keeps it, where simple-oauth2 would resolve an
  // absolute authorizePath against the host and drop it.
  const authorize = hostAndPath(`${github.webUrl}/login/oauth/authorize`);
  const token = hostAndPath(`${github.webUrl}/login/oauth/access_token`);
  await app.register(oauth2, {
    name: 'githubOAuth2',
    // user:email reads the verified addresses, which /user alone may hide.
    scope: ['read:user', 'user:email'],
    credentials: {
      client: { id: github.clientId, secret: github.clientSecret },
      auth: {
        authorizeHost: authorize.host,
        authorizePath: authorize.path,
        tokenHost: token.host,
        tokenPath: token.path,
      },
      // GitHub documents the client secret as a form field of the token request.
      options: { authorizationMethod: 'body' },
    },
    callbackUri: `${app.config.publicUrl}/api/auth/github/callback`,
    pkce: 'S256',
    cookie: cookieOptions(app),
    ...cookieNames('github'),
  });
  return flowFor(app, 'github', app.githubOAuth2, (accessToken) =>
    readGithubProfile(github.apiUrl, accessToken),
  );
}
