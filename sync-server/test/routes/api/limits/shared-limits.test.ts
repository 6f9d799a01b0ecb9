import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../../src/app';
import { testConfig } from '../../../../src/config';
import type { DatabaseHandle } from '../../../../src/db/database';
import { LIMITS, limitLead, withMaxima } from '../../../../src/services/limits/limit-table';
import { createGroup } from '../../../helpers/groups';
import { type Account, bearer } from '../../../helpers/test-app';
import { openTestDatabase, truncateAll } from '../../../helpers/test-database';

/**
 * Two app instances over one database, as behind a load balancer. With REDIS_URL set (CI and these
 * machines: redis://127.0.0.1:6379) they share one Redis and so one count: a limit of 2 holds across
 * both. Without it each process counts for itself (the single-machine default), and this file checks
 * that instead, so it tests whichever store the run has.
 */
const redisUrl = process.env.REDIS_URL;
const limits = withMaxima(LIMITS, { invitationsPerInviter: 2, exportsAtOnce: 1, eventStreamsAtOnce: 2 });
let database: DatabaseHandle;
let instances: [App, App];

beforeAll(async () => {
  database = await openTestDatabase();
  // A prefix of this run's own, so runs in parallel or one after another never share counts.
  const shared = {
    database,
    limits,
    authRateLimit: { max: 2, timeWindowMs: 60_000 },
    redisKeyPrefix: `habitat-test:${randomUUID()}:`,
  };
  const config = redisUrl ? { ...shared, redisUrl } : shared;
  instances = [await buildApp(testConfig(config)), await buildApp(testConfig(config))];
  await Promise.all(instances.map((app) => app.ready()));
});
beforeEach(async () => {
  await truncateAll(database);
});
afterAll(async () => {
  await Promise.all(instances?.map((app) => app.close()) ?? []);
  await database?.close();
});

let addresses = 0;
/** A sign-up from an address of its own: this file's sign-in limit is 2, for the test that reaches it. */
async function register(app: App): Promise<Account> {
  addresses += 1;
  const email = `shared${addresses}-${randomUUID()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada', email, password: 'Engine42x' },
    remoteAddress: `10.7.0.${addresses}`,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { data } = response.json();
  return { token: data.token, userId: data.user._id, email };
}

describe(redisUrl ? 'limits shared through Redis' : 'limits kept per process (no REDIS_URL)', () => {
  it('counts invitations on both instances against one allowance', async () => {
    const [a, b] = instances;
    const owner = await register(a);
    const group = await createGroup(a, owner);
    const invite = (app: App, email: string) =>
      app.inject({
        method: 'POST',
        url: `/api/workspaces/${group}/members/invite`,
        headers: bearer(owner.token),
        payload: { email },
      });
    expect((await invite(a, 'one@example.com')).statusCode).toBe(201);
    expect((await invite(b, 'two@example.com')).statusCode).toBe(201);
    const third = await invite(a, 'three@example.com');
    if (redisUrl) {
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(86_000);
      expect(third.json().error).toContain(limitLead(limits.invitationsPerInviter));
    } else {
      expect(third.statusCode).toBe(201);
    }
  });

  it('holds one export at a time across instances', async () => {
    const [a, b] = instances;
    const person = await register(a);
    // A place held on instance A (as an export running there holds it) ...
    const lease = await a.limits.hold('exportsAtOnce', person.userId);
    try {
      const onB = await b.inject({
        method: 'POST',
        url: '/api/users/export-data',
        headers: bearer(person.token),
      });
      expect(onB.statusCode).toBe(redisUrl ? 429 : 200);
    } finally {
      await lease.release();
    }
    // ... and given back: B exports.
    const after = await b.inject({
      method: 'POST',
      url: '/api/users/export-data',
      headers: bearer(person.token),
    });
    expect(after.statusCode).toBe(200);
  });

  it('counts sign-in attempts on both instances against one allowance (the auth limits share the store)', async () => {
    const [a, b] = instances;
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'Wrong1234x' },
        remoteAddress: '10.9.9.9',
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(redisUrl ? 429 : 401);
  });

  it('counts a person’s event streams on every instance together', async () => {
    const ports: number[] = [];
    for (const app of instances) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.server.address() as AddressInfo).port);
    }
    const open = (port: number, account: Account) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest({ port, path: '/api/sync/events', headers: bearer(account.token) }, resolve);
        req.on('error', reject);
        req.end();
      });
    const person = await register(instances[0]);
    const [portA, portB] = ports as [number, number];
    const streams = [await open(portA, person), await open(portB, person)];
    expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200]);
    const third = await open(portA, person);
    expect(third.statusCode).toBe(redisUrl ? 429 : 200);
    third.resume();
    for (const stream of [...streams, third]) stream.destroy();
  });
});
