import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

/**
 * Signed-in requests are answered from a per-instance session cache (issue 17), yet an ended
 * session stops working at once: on the instance that ended it before it answers, and on every
 * other instance as soon as the database's notification reaches it.
 */
const ctx = useTestApp();
let other: App;

beforeAll(async () => {
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp(testConfig({ database: ctx.database }));
  await other.ready();
});

afterAll(async () => {
  await other?.close();
});

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }).then((r) => r.statusCode);

async function signIn(email: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

describe('the session cache', () => {
  it('lets a sign-out through one instance end the session on both', async () => {
    const account = await registerUser(ctx.app);
    // Both instances have the session in memory now.
    expect([await me(ctx.app, account.token), await me(other, account.token)]).toEqual([200, 200]);
    const out = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(out.statusCode).toBe(200);
    expect(await me(other, account.token)).toBe(401);
    await expect.poll(() => me(ctx.app, account.token), { timeout: 10_000 }).toBe(401);
  });

  it('ends the other sessions of a changed password on both instances, and keeps the one that changed it', async () => {
    const account = await registerUser(ctx.app);
    const laptop = await signIn(account.email);
    expect([await me(ctx.app, laptop), await me(other, laptop)]).toEqual([200, 200]);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: PASSWORD, newPassword: 'Another42x' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await me(ctx.app, laptop)).toBe(401);
    expect(await me(ctx.app, account.token)).toBe(200);
    await expect.poll(() => me(other, laptop), { timeout: 10_000 }).toBe(401);
    expect(await me(other, account.token)).toBe(200);
  });
});
