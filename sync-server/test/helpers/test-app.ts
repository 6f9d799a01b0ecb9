import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase, truncateAll } from './test-database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
}

/**
 * Builds the real app on this file's database before its tests, empties the tables before each
 * test, and closes everything after. Returns a live view: read `ctx.app` inside tests.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await buildApp(testConfig({ database: ctx.database, ...overrides }));
    await ctx.app.ready();
  });
  beforeEach(async () => {
    await truncateAll(ctx.database);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/** What the upkeep tasks (retention, the repair of stored zones) run on: the app's own repositories. */
export function upkeep(app: App) {
  return {
    db: app.database.db,
    maintenance: app.repos.maintenance,
    sync: app.repos.sync,
    groupRecords: app.repos.groupRecords,
  };
}

export const PASSWORD = 'Engine42x';

export interface Account {
  token: string;
  userId: string;
  email: string;
}

let counter = 0;

export async function registerUser(
  app: App,
  fields: Partial<{ name: string; email: string; password: string }> = {},
): Promise<Account> {
  counter += 1;
  const email = fields.email ?? `user${counter}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: fields.name ?? 'Ada Lovelace', email, password: fields.password ?? PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { data } = response.json();
  return { token: data.token, userId: data.user._id, email };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
