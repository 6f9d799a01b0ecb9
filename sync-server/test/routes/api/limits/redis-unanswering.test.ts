import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../../../src/app';
import { testConfig } from '../../../../src/config';
import type { DatabaseHandle } from '../../../../src/db/database';
import { createGroup } from '../../../helpers/groups';
import { randomPort } from '../../../helpers/server-process';
import { bearer, registerUser } from '../../../helpers/test-app';
import { openTestDatabase } from '../../../helpers/test-database';

/**
 * A Redis that is connected but answers nothing (CLIENT PAUSE: as a Redis swapping or behind a
 * stalled network). A private one, so pausing it stops no one else's tests. Limited requests and
 * sign-ins are let through (and the log says so) instead of waiting for it.
 */
let redis: ChildProcess;
let admin: Redis;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  const port = randomPort();
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    redis.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${said}`)));
  });
  admin = new Redis({ port, host: '127.0.0.1' });
  database = await openTestDatabase();
  app = await buildApp(
    testConfig({
      database,
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: `habitat-test:${randomUUID()}:`,
    }),
  );
  await app.ready();
});

afterAll(async () => {
  redis?.kill('SIGKILL');
  admin?.disconnect();
  await app?.close();
  await database?.close();
});

describe('a Redis that stops answering', () => {
  it('lets limited requests and sign-ins through, and logs it, instead of waiting', async () => {
    const owner = await registerUser(app);
    const group = await createGroup(app, owner);
    const warn = vi.spyOn(app.log, 'warn');
    // Longer than any test may take: without a command timeout the requests below never answer.
    await admin.call('CLIENT', 'PAUSE', '600000', 'ALL');

    const invited = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${group}/members/invite`,
      headers: bearer(owner.token),
      payload: { email: 'friend@example.com' },
    });
    expect(invited.statusCode).toBe(201);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ limit: 'invitationsPerInviter' }),
      expect.any(String),
    );

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'Engine42x' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
