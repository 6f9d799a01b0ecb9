import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

function register(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}

function login(email: string, password: string, extra: object = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra } });
}

/** The same session's token, issued `ageSeconds` ago with a one-hour lifetime. */
function expiredCopyOf(token: string, ageSeconds = 7200): string {
  const claims = ctx.app.jwt.decode<{ sub: string; sid: string }>(token) as { sub: string; sid: string };
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  return ctx.app.jwt.sign({ sub: claims.sub, sid: claims.sid, iat }, { expiresIn: 3600 });
}

function me(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers with data.token and data.user', async () => {
    const response = await register({ name: ' Ada Lovelace ', email: 'Ada@Example.com', password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      username: null,
      role: 'user',
      hasGoogleAuth: false,
      hasGithubAuth: false,
      preferences: { theme: 'auto', timezone: 'UTC', weekStartsOn: 1, emailNotifications: true },
    });
    expect(body.data.user).not.toHaveProperty('password');
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it("starts the account in the device's time zone, stored under a name PostgreSQL knows", async () => {
    const paris = await register({
      name: 'Pia P',
      email: 'pia@example.com',
      password: PASSWORD,
      timezone: 'Europe/Paris',
    });
    expect(paris.json().data.user.preferences.timezone).toBe('Europe/Paris');
    const calcutta = await register({
      name: 'Cal C',
      email: 'cal@example.com',
      password: PASSWORD,
      timezone: 'Asia/Calcutta',
    });
    expect(calcutta.json().data.user.preferences.timezone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    // A zone the server cannot use does not stop the sign-up: the account starts in UTC.
    const odd = await register({
      name: 'Odd O',
      email: 'odd@example.com',
      password: PASSWORD,
      timezone: 'Mars/Olympus',
    });
    expect(odd.statusCode).toBe(201);
    expect(odd.json().data.user.preferences.timezone).toBe('UTC');
    expect(
      (
        await register({
          name: 'Long L',
          email: 'l@example.com',
          password: PASSWORD,
          timezone: 'x'.repeat(65),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    await registerUser(ctx.app, { email: 'grace@example.com' });
    const response = await register({ name: 'Grace Hopper', email: 'GRACE@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: 'An account with this email already exists' });
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const payload = { name: 'Twin One', email: 'twin@example.com', password: PASSWORD };
    const statuses = (await Promise.all([register(payload), register(payload)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });

  it.each([
    [{ email: 'a@b.co', password: PASSWORD }, 'Missing required field "name"'],
    [{ name: 'Ada', password: PASSWORD }, 'Missing required field "email"'],
    [{ name: 'Ada', email: 'a@b.co' }, 'Missing required field "password"'],
    [{ name: '   ', email: 'a@b.co', password: PASSWORD }, 'Name is required'],
    [{ name: 'Ada', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ name: 'Ada', email: 42, password: PASSWORD }, 'Please enter a valid email address'],
    [{ name: 'Ada', email: 'a@b.co', password: 'Short1' }, 'Password must be at least 8 characters'],
    [
      { name: 'Ada', email: 'a@b.co', password: 'lowercase123' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ name: 'Ada', email: 'a@b.co', password: 'x'.repeat(300) }, 'Password must be at most 256 characters'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', password: PASSWORD }, 'Name must be at most 100 characters'],
    [{ name: 42, email: 'a@b.co', password: PASSWORD }, 'Name is required'],
    [{ name: 'Ada', email: 'a@b.co', password: 12345678 }, 'Password is required'],
  ])('answers 400 for %j', async (payload, error) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers 400 for an array body', async () => {
    const response = await register([1, 2]);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const account = await registerUser(ctx.app, { email: 'linus@example.com' });
    const response = await login('Linus@Example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user._id).toBe(account.userId);
    expect((await me(data.token)).json().data.user.email).toBe('linus@example.com');
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    await registerUser(ctx.app, { email: 'linus@example.com' });
    for (const response of [
      await login('linus@example.com', 'Wrong123'),
      await login('nobody@example.com', PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('validates the body', async () => {
    const response = await login('linus', PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter a valid email address');
  });

  it('keeps an unremembered session for a day and a remembered one for 30 days', async () => {
    await registerUser(ctx.app, { email: 'linus@example.com' });
    const short = (await login('linus@example.com', PASSWORD, { rememberMe: false })).json().data.token;
    const long = (await login('linus@example.com', PASSWORD, { rememberMe: true })).json().data.token;
    const days = async (token: string) => {
      const { sid } = ctx.app.jwt.decode<{ sid: string }>(token) as { sid: string };
      const row = await ctx.database.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', sid)
        .executeTakeFirstOrThrow();
      return Math.round((row.expires_at.getTime() - Date.now()) / 86_400_000);
    };
    expect(await days(short)).toBe(1);
    expect(await days(long)).toBe(30);
  });
});

describe('GET /api/auth/me', () => {
  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Authentication required' });
  });

  it('refuses a forged token', async () => {
    const { token } = await registerUser(ctx.app);
    const [header, payload] = token.split('.');
    const response = await me(`${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid token');
  });

  it('refuses an expired token', async () => {
    const { token } = await registerUser(ctx.app);
    const expired = expiredCopyOf(token);
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Token expired' });
  });
});

describe('logout and refresh', () => {
  it('ends the session: the token stops working and cannot be refreshed', async () => {
    const { token } = await registerUser(ctx.app);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().success).toBe(true);
    expect((await me(token)).json()).toEqual({
      success: false,
      error: 'Session has ended. Please log in again.',
    });
    const refresh = await ctx.app.inject({ method: 'PUT', url: '/api/auth/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(401);
  });

  it('issues a new token for a live session, even once the old token has expired', async () => {
    const { token } = await registerUser(ctx.app);
    const expired = expiredCopyOf(token);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh',
      headers: bearer(expired),
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().data.token;
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('answers a refresh sent again after its answer was lost: both new tokens work (issue 28)', async () => {
    const { token } = await registerUser(ctx.app);
    const expired = expiredCopyOf(token);
    const refresh = () =>
      ctx.app.inject({ method: 'PUT', url: '/api/auth/refresh', headers: bearer(expired) });
    // The first answer never reached the device; it sends the same refresh again.
    const lost = await refresh();
    const again = await refresh();
    expect([lost.statusCode, again.statusCode]).toEqual([200, 200]);
    expect((await me(lost.json().data.token)).statusCode).toBe(200);
    expect((await me(again.json().data.token)).statusCode).toBe(200);
    // Still one session: signing out with the retried token ends the one the lost answer carried.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(again.json().data.token),
    });
    expect((await me(lost.json().data.token)).statusCode).toBe(401);
  });

  it('refuses to refresh a token that expired more than a week ago', async () => {
    const { token } = await registerUser(ctx.app);
    const stale = expiredCopyOf(token, 8 * 24 * 3600);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh',
      headers: bearer(stale),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Token expired');
  });

  it('does not log out without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limiting', () => {
  it('answers 429 once login attempts from one address exceed the limit', async () => {
    const app = await buildApp(
      testConfig({ database: ctx.database, authRateLimit: { max: 3, timeWindowMs: 60_000 } }),
    );
    try {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@y.co', password: 'Nope1234' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      // The answer says when, in the header and in words that agree with it (a 60 s window: seconds).
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({
        success: false,
        error: `Too many sign-in attempts. Try again in ${retryAfter <= 1 ? 'a moment' : `${retryAfter} seconds`}.`,
      });
      expect(limited.headers['cache-control']).toBe('no-store');
      // Register has its own budget, and its own 429 once that is spent.
      const signUp = (n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Ada', email: `limit${n}@example.com`, password: PASSWORD },
        });
      for (let i = 0; i < 3; i += 1) expect((await signUp(i)).statusCode).toBe(201);
      const registerLimited = await signUp(3);
      expect(registerLimited.statusCode).toBe(429);
      expect(registerLimited.json().error).toMatch(
        /^Too many sign-up attempts\. Try again in \d+ seconds\.$/,
      );
      expect(registerLimited.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });

  it('says a longer wait in minutes, and an hour as about an hour', async () => {
    const fifteen = await buildApp(
      testConfig({ database: ctx.database, authRateLimit: { max: 1, timeWindowMs: 15 * 60_000 } }),
    );
    try {
      const login = () =>
        fifteen.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@y.co', password: 'Nope1234' },
        });
      expect((await login()).statusCode).toBe(401);
      const limited = await login();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(limited.json().error).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    } finally {
      await fifteen.close();
    }
    const hour = await buildApp(
      testConfig({ database: ctx.database, authRateLimit: { max: 1, timeWindowMs: 3600_000 } }),
    );
    try {
      const forgot = () =>
        hour.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'a@example.com' },
        });
      expect((await forgot()).statusCode).toBe(200);
      const limited = await forgot();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('Too many password reset attempts. Try again in about an hour.');
    } finally {
      await hour.close();
    }
  });

  it('keys the limit on the client address a trusted proxy saw, not on a header the client writes', async () => {
    const app = await buildApp(
      testConfig({ database: ctx.database, trustProxy: 1, authRateLimit: { max: 3, timeWindowMs: 60_000 } }),
    );
    try {
      // The attacker writes a new X-Forwarded-For each time; the proxy appends the real address.
      const attempt = (n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.9` },
          payload: { email: 'x@y.co', password: 'Nope1234' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
      // Someone else behind the same proxy is counted on their own.
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.10' },
        payload: { email: 'x@y.co', password: 'Nope1234' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('limits password guesses per account, from any address and with a valid session', async () => {
    const app = await buildApp(
      testConfig({ database: ctx.database, passwordRateLimit: { max: 3, timeWindowMs: 60_000 } }),
    );
    try {
      const account = await registerUser(app);
      const changePassword = (currentPassword: string) =>
        app.inject({
          method: 'PUT',
          url: '/api/users/change-password',
          headers: bearer(account.token),
          payload: { currentPassword, newPassword: 'Another42x' },
        });
      const deleteAccount = (password: string) =>
        app.inject({
          method: 'DELETE',
          url: '/api/users/account',
          headers: bearer(account.token),
          payload: { password, confirmDeletion: 'DELETE_MY_ACCOUNT' },
        });
      expect((await changePassword('guess-1')).statusCode).toBe(400);
      expect((await deleteAccount('guess-2')).statusCode).toBe(400);
      expect((await changePassword('guess-3')).statusCode).toBe(400);
      const guessed = await deleteAccount('guess-4');
      expect(guessed.statusCode).toBe(429);
      const wait = Number(guessed.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(guessed.json().error).toBe(
        `Too many password attempts. Try again in ${wait <= 1 ? 'a moment' : `${wait} seconds`}.`,
      );
      expect((await changePassword(PASSWORD)).statusCode).toBe(429);
      // Login to that account is limited per email too, whatever the address.
      for (let i = 0; i < 3; i += 1) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `192.0.2.${i}`,
          payload: { email: 'spread@example.com', password: 'Nope1234' },
        });
        expect(login.statusCode).toBe(401);
      }
      const spread = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.99',
        payload: { email: 'spread@example.com', password: 'Nope1234' },
      });
      expect(spread.statusCode).toBe(429);
      expect(spread.json().error).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
      expect(spread.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });
});
