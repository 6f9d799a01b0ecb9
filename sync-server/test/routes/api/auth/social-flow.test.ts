import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app';
import { type AppConfig, testConfig } from '../../../../src/config';
import { bearer, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * The whole authorization-code flow through @fastify/oauth2, against a provider on loopback that
 * checks what a real one checks: the client's credentials, the redirect URI, a code used once, and
 * the PKCE verifier against the S256 challenge of the sign-in address. It speaks OpenID Connect (for
 * Google, found by discovery) and GitHub's token and user API. The test plays the browser.
 */

const CLIENT_ID = 'habitat-web';
const CLIENT_SECRET = 'stub-secret';
const PUBLIC_URL = 'http://app.test';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface Grant {
  challenge: string;
  redirectUri: string;
  person: Record<string, unknown>;
}

const grants = new Map<string, Grant>();
const accessTokens = new Map<string, Record<string, unknown>>();
let tokenRequests = 0;

function issueToken(body: Record<string, string>): string | null {
  tokenRequests += 1;
  const grant = grants.get(body.code ?? '');
  grants.delete(body.code ?? '');
  const valid =
    grant &&
    body.grant_type === 'authorization_code' &&
    body.redirect_uri === grant.redirectUri &&
    s256(body.code_verifier ?? '') === grant.challenge;
  if (!valid) return null;
  const token = randomUUID();
  accessTokens.set(token, grant.person);
  return token;
}

const provider = Fastify();
provider.addContentTypeParser(
  'application/x-www-form-urlencoded',
  { parseAs: 'string' },
  (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
);
const person = (authorization: string | undefined) =>
  accessTokens.get((authorization ?? '').replace(/^Bearer /, ''));
let issuer = '';

provider.get('/.well-known/openid-configuration', async () => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  userinfo_endpoint: `${issuer}/userinfo`,
  code_challenge_methods_supported: ['S256'],
}));
provider.post('/token', async (request, reply) => {
  const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
  const token =
    request.headers.authorization === basic ? issueToken(request.body as Record<string, string>) : null;
  if (!token) return reply.status(400).send({ error: 'invalid_grant' });
  return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
});
provider.get('/userinfo', async (request, reply) => {
  const claims = person(request.headers.authorization);
  return claims ? claims.oidc : reply.status(401).send({ error: 'invalid_token' });
});
provider.post('/github/login/oauth/access_token', async (request) => {
  const body = request.body as Record<string, string>;
  const clientOk = body.client_id === CLIENT_ID && body.client_secret === CLIENT_SECRET;
  const token = clientOk ? issueToken(body) : null;
  // GitHub answers a bad code with 200 and an error field.
  return token
    ? { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' }
    : { error: 'bad_verification_code' };
});
provider.get('/github/api/user', async (request, reply) => {
  const found = person(request.headers.authorization);
  if (!found || !request.headers['user-agent']) return reply.status(401).send({ message: 'Bad credentials' });
  return found.user;
});
provider.get('/github/api/user/emails', async (request, reply) => {
  const found = person(request.headers.authorization);
  return found ? found.emails : reply.status(401).send({ message: 'Bad credentials' });
});

const logs: string[] = [];
// The app is built in useTestApp's beforeAll, which runs after this one has put the provider's address here.
const overrides: Partial<AppConfig> = {
  publicUrl: PUBLIC_URL,
  logLevel: 'info',
  logStream: new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  }),
};
beforeAll(async () => {
  await provider.listen({ host: '127.0.0.1', port: 0 });
  const address = provider.server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  overrides.oauth = {
    google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer },
    github: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webUrl: `${issuer}/github`,
      apiUrl: `${issuer}/github/api`,
    },
  };
});
const ctx = useTestApp(overrides);
afterAll(() => provider.close());
beforeEach(() => {
  grants.clear();
  accessTokens.clear();
  tokenRequests = 0;
});

type Provider = 'google' | 'github';

async function storedZone(userId: string): Promise<string | undefined> {
  const row = await ctx.database.db
    .selectFrom('preferences')
    .select('timezone')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.timezone;
}

/** Opens the start route as the browser would: the provider's address and the cookies set on the way. */
async function startSignIn(name: Provider, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/auth/${name}${query}` });
  expect(response.statusCode).toBe(302);
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return { location: new URL(String(response.headers.location)), cookies, setCookies: response.cookies };
}

/** The person signs in and consents at the provider, which hands out a code for the callback. */
function approve(location: URL, who: Record<string, unknown>): string {
  const code = randomUUID();
  grants.set(code, {
    challenge: location.searchParams.get('code_challenge') ?? '',
    redirectUri: location.searchParams.get('redirect_uri') ?? '',
    person: who,
  });
  return code;
}

function callback(name: Provider, query: Record<string, string>, cookies: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return ctx.app.inject({ method: 'GET', url: `/api/auth/${name}/callback?${search}`, cookies });
}

function landing(location: string | undefined) {
  const url = new URL(String(location), PUBLIC_URL);
  expect(url.pathname).toBe('/auth/callback');
  // The session travels in the fragment, which no server sees; the query never holds it.
  expect(url.searchParams.get('token')).toBeNull();
  const fragment = new URLSearchParams(url.hash.slice(1));
  const user = fragment.get('user');
  return {
    error: url.searchParams.get('error'),
    token: fragment.get('token'),
    user: user
      ? (JSON.parse(user) as {
          _id: string;
          email: string;
          name: string;
          hasGoogleAuth: boolean;
          hasGithubAuth: boolean;
          username: string | null;
        })
      : null,
  };
}

const google = (email: string, verified = true) => ({
  oidc: {
    sub: `g-${email}`,
    email,
    email_verified: verified,
    name: 'Ada Lovelace',
    picture: 'https://img.example.com/ada.png',
  },
});

async function signInWithGoogle(who: Record<string, unknown>, startQuery = '') {
  const { location, cookies } = await startSignIn('google', startQuery);
  const code = approve(location, who);
  const state = location.searchParams.get('state') ?? '';
  return callback('google', { code, state, scope: 'openid email profile' }, cookies);
}

describe('GET /api/auth/providers', () => {
  it('lists both configured providers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ success: true, data: { providers: ['google', 'github'] } });
  });
});

describe('Google (OpenID Connect on loopback)', () => {
  it('starts with a code request carrying state and an S256 challenge, kept in httpOnly cookies', async () => {
    const { location, cookies, setCookies } = await startSignIn('google');
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: cookies['oauth2-google-state'],
    });
    expect(params.state).toMatch(/^[\w-]{16,}$/);
    expect(params.code_challenge).toBe(s256(cookies['oauth2-google-verifier'] ?? ''));
    for (const cookie of setCookies) {
      expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    }
  });

  it('creates the account, starts a session and lands on /auth/callback with token and user', async () => {
    const response = await signInWithGoogle(google('ada@example.com'));
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const { error, token, user } = landing(response.headers.location);
    expect(error).toBeNull();
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', hasGoogleAuth: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token ?? '') });
    expect(me.json().data.user._id).toBe(user?._id);
    const session = await ctx.database.db
      .selectFrom('sessions')
      .select(['remember', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(session.remember).toBe(true);
    expect(session.expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    // Neither the session token nor the provider's code reaches the log.
    expect(token).toBeTruthy();
    expect(logs.join('')).not.toContain(token ?? '');
  });

  it("starts a new account in the device's time zone, and leaves an existing account's alone", async () => {
    const created = landing(
      (await signInWithGoogle(google('tz@example.com'), '?timezone=Asia%2FCalcutta')).headers.location,
    );
    // Stored under a name this server's PostgreSQL knows (PGlite has only Asia/Kolkata).
    expect(await storedZone(created.user?._id ?? '')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);

    const account = await registerUser(ctx.app, { email: 'kept@example.com' });
    await signInWithGoogle(google('kept@example.com'), '?timezone=Europe%2FParis');
    expect(await storedZone(account.userId)).toBe('UTC');
  });

  it('starts in UTC when the device names a zone the server cannot use', async () => {
    const { user } = landing(
      (await signInWithGoogle(google('odd@example.com'), '?timezone=Mars%2FOlympus')).headers.location,
    );
    expect(user?.email).toBe('odd@example.com');
    expect(await storedZone(user?._id ?? '')).toBe('UTC');
  });

  it('links the same verified email to an existing password account', async () => {
    const account = await registerUser(ctx.app, { name: 'Ada Byron', email: 'ada@example.com' });
    const { user } = landing((await signInWithGoogle(google('ada@example.com'))).headers.location);
    expect(user).toMatchObject({ _id: account.userId, name: 'Ada Byron', hasGoogleAuth: true });
  });

  it('refuses an unverified email that matches an account', async () => {
    await registerUser(ctx.app, { email: 'ada@example.com' });
    const response = await signInWithGoogle(google('ada@example.com', false));
    expect(landing(response.headers.location)).toEqual({
      error: 'email_unverified',
      token: null,
      user: null,
    });
  });

  it('sends a denied consent back as access_denied without asking for a token', async () => {
    const { location, cookies } = await startSignIn('google');
    const state = location.searchParams.get('state') ?? '';
    const response = await callback('google', { error: 'access_denied', state }, cookies);
    expect(landing(response.headers.location).error).toBe('access_denied');
    expect(tokenRequests).toBe(0);
  });

  it('refuses a callback whose state is not the one in the cookie, before any token request', async () => {
    const { location, cookies } = await startSignIn('google');
    const code = approve(location, google('ada@example.com'));
    const response = await callback('google', { code, state: 'forged' }, cookies);
    expect(landing(response.headers.location).error).toBe('exchange_failed');
    expect(tokenRequests).toBe(0);
  });

  it('fails when the verifier is not the one the challenge was made from', async () => {
    const { location, cookies } = await startSignIn('google');
    const code = approve(location, google('ada@example.com'));
    const state = location.searchParams.get('state') ?? '';
    const response = await callback(
      'google',
      { code, state },
      { ...cookies, 'oauth2-google-verifier': 'x'.repeat(43) },
    );
    expect(landing(response.headers.location).error).toBe('exchange_failed');
    expect(tokenRequests).toBe(1);
  });

  it('accepts a code once', async () => {
    const { location, cookies } = await startSignIn('google');
    const code = approve(location, google('ada@example.com'));
    const state = location.searchParams.get('state') ?? '';
    expect(landing((await callback('google', { code, state }, cookies)).headers.location).error).toBeNull();
    expect(landing((await callback('google', { code, state }, cookies)).headers.location).error).toBe(
      'exchange_failed',
    );
  });

  it('answers a callback without code or state with invalid_request', async () => {
    const response = await callback('google', {}, {});
    expect(landing(response.headers.location).error).toBe('invalid_request');
  });
});

describe('GitHub (token and user API on loopback)', () => {
  const octocat = (primaryVerified = true) => ({
    user: { id: 583231, login: 'octocat', name: null, avatar_url: 'https://avatars.example.com/u/583231' },
    emails: [{ email: 'octo@example.com', primary: true, verified: primaryVerified }],
  });

  async function signInWithGithub(who: Record<string, unknown>) {
    const { location, cookies } = await startSignIn('github');
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/github/login/oauth/authorize`);
    expect(location.searchParams.get('scope')).toBe('read:user user:email');
    const code = approve(location, who);
    return callback('github', { code, state: location.searchParams.get('state') ?? '' }, cookies);
  }

  it('creates an account named after the login, from the primary verified email', async () => {
    const { user, error } = landing((await signInWithGithub(octocat())).headers.location);
    expect(error).toBeNull();
    expect(user).toMatchObject({
      email: 'octo@example.com',
      name: 'octocat',
      username: 'octocat',
      hasGithubAuth: true,
    });
  });

  it('links to the password account with that email', async () => {
    const account = await registerUser(ctx.app, { email: 'octo@example.com' });
    const { user } = landing((await signInWithGithub(octocat())).headers.location);
    expect(user).toMatchObject({ _id: account.userId, hasGithubAuth: true, hasGoogleAuth: false });
  });

  it('refuses an account whose primary email is unverified', async () => {
    const { error } = landing((await signInWithGithub(octocat(false))).headers.location);
    expect(error).toBe('email_missing');
  });

  it('treats a 200 answer without a token as a failed exchange', async () => {
    const { location, cookies } = await startSignIn('github');
    const response = await callback(
      'github',
      { code: 'unknown', state: location.searchParams.get('state') ?? '' },
      cookies,
    );
    expect(landing(response.headers.location).error).toBe('exchange_failed');
  });
});

describe('a provider that is not configured or not reachable', () => {
  it('leaves Google off and the server up when discovery fails, and answers its routes with 404', async () => {
    const app = await buildApp(
      testConfig({
        database: ctx.database,
        oauth: { google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: 'http://127.0.0.1:9' } },
      }),
    );
    try {
      await app.ready();
      const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json().data.providers).toEqual([]);
      const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({ success: false, error: 'Sign-in with Google is not enabled' });
    } finally {
      await app.close();
    }
  });
});
