import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { bearer, registerUser, useTestApp } from '../../helpers/test-app';

/**
 * `GET /api/auth/me` answers from a per-instance profile cache (issue 17), yet never shows a profile
 * older than a change to it: the instance that made the change forgets it before answering, and a
 * trigger on users and preferences tells every instance of every change, whatever path made it.
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

interface Me {
  name: string;
  hasPassword: boolean;
  preferences: { timezone: string; theme: string };
}

async function me(app: App, token: string): Promise<Me> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user;
}

describe('the profile cache', () => {
  it('remembers a profile once read', async () => {
    const account = await registerUser(ctx.app);
    ctx.app.profileCache.clear();
    await me(ctx.app, account.token);
    expect(ctx.app.profileCache.size).toBe(1);
  });

  it('shows a person their own change at once, and the other instance soon after', async () => {
    const account = await registerUser(ctx.app, { name: 'Ada' });
    expect((await me(ctx.app, account.token)).name).toBe('Ada');
    expect((await me(other, account.token)).name).toBe('Ada');
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(account.token),
      payload: { name: 'Ada King', preferences: { theme: 'dark' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const here = await me(ctx.app, account.token);
    expect([here.name, here.preferences.theme]).toEqual(['Ada King', 'dark']);
    await expect
      .poll(async () => (await me(other, account.token)).name, { timeout: 10_000 })
      .toBe('Ada King');
    expect((await me(other, account.token)).preferences.theme).toBe('dark');
  });

  it('hears of a change made by a path that knows nothing of it', async () => {
    const account = await registerUser(ctx.app, { name: 'Grace' });
    expect((await me(ctx.app, account.token)).preferences.timezone).not.toBe('Asia/Tokyo');
    await sql`update preferences set timezone = 'Asia/Tokyo' where user_id = ${account.userId}`.execute(
      ctx.database.db,
    );
    await sql`update users set name = 'Grace Hopper' where id = ${account.userId}`.execute(ctx.database.db);
    await expect
      .poll(
        async () => {
          const profile = await me(ctx.app, account.token);
          return [profile.name, profile.preferences.timezone];
        },
        { timeout: 10_000 },
      )
      .toEqual(['Grace Hopper', 'Asia/Tokyo']);
  });

  it('shows a preference synced from a device at once', async () => {
    const account = await registerUser(ctx.app);
    expect((await me(ctx.app, account.token)).preferences.theme).not.toBe('light');
    const pushed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: bearer(account.token),
      payload: {
        clientId: crypto.randomUUID(),
        mutations: [
          {
            id: 1,
            name: 'preferences.save',
            args: { patch: { theme: 'light' } },
            hlc: `${String(Date.now()).padStart(15, '0')}:00000:test`,
          },
        ],
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect((await me(ctx.app, account.token)).preferences.theme).toBe('light');
  });

  it('remembers nothing while changes cannot be heard', async () => {
    const account = await registerUser(ctx.app);
    ctx.app.profileCache.trust(false);
    try {
      await me(ctx.app, account.token);
      expect(ctx.app.profileCache.size).toBe(0);
    } finally {
      ctx.app.profileCache.trust(true);
    }
  });
});
