import { uuidv7 } from '@habitat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
let other: App;
let baseUrl = '';

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp(testConfig({ database: ctx.database }));
  await other.ready();
});

afterAll(async () => {
  await other?.close();
});

/** Opens the event stream and resolves with the events seen until `count` pokes arrived. */
async function openEvents(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/sync/events`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pokes = () => text.split('event: poke').length - 1;
  let ended = false;
  // One read in flight at a time, and whatever it brings is kept when it arrives: a chunk that
  // lands while no wait is running (the poke of a write the test is still awaiting) is not lost.
  let pending: Promise<void> | null = null;
  const read = () => {
    pending ??= reader
      .read()
      .then((chunk) => {
        if (chunk.done) ended = true;
        else text += decoder.decode(chunk.value, { stream: true });
      })
      // Aborted by close(): the stream is over.
      .catch(() => {
        ended = true;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  /** Reads until `reached()` or `timeoutMs` passes; says which. */
  async function readUntil(reached: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!reached()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0 || ended) return reached();
      await Promise.race([read(), new Promise((resolve) => setTimeout(resolve, remaining))]);
    }
    return true;
  }
  // Generous bounds: a poke crosses PostgreSQL's LISTEN/NOTIFY, which on a loaded machine can take
  // seconds; a state that arrives ends the wait at once.
  async function waitForPokes(count: number, timeoutMs = 15_000) {
    if (!(await readUntil(() => pokes() >= count, timeoutMs))) {
      throw new Error(`saw ${pokes()} pokes, wanted ${count}`);
    }
    return pokes();
  }
  /** Resolves when the server ends the stream; rejects if it is still open after `timeoutMs`. */
  async function waitForEnd(timeoutMs = 15_000) {
    if (!(await readUntil(() => ended, timeoutMs))) throw new Error('the stream is still open');
  }
  return { waitForPokes, waitForEnd, pokes, close: () => controller.abort() };
}

describe('GET /api/sync/events', () => {
  it('pokes a user’s devices when their data changes through any instance', async () => {
    const account = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const events = await openEvents(account.token);
    const strangerEvents = await openEvents(stranger.token);
    try {
      const habitId = uuidv7();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/habits',
        headers: bearer(account.token),
        payload: { _id: habitId, name: 'Read' },
      });
      expect(await events.waitForPokes(1)).toBe(1);
      await other.inject({
        method: 'POST',
        url: `/api/habits/${habitId}/check`,
        headers: bearer(account.token),
        payload: { date: '2026-11-20', completed: true },
      });
      expect(await events.waitForPokes(2)).toBe(2);
      await expect(strangerEvents.waitForPokes(1, 300)).rejects.toThrow('saw 0 pokes');
    } finally {
      events.close();
      strangerEvents.close();
    }
  });

  it('closes a stream when its session ends, through any instance, and keeps the others open', async () => {
    const account = await registerUser(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: PASSWORD },
    });
    const laptopToken = login.json().data.token;
    const phone = await openEvents(account.token);
    const laptop = await openEvents(laptopToken);
    try {
      const out = await other.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(account.token),
      });
      expect(out.statusCode).toBe(200);
      await phone.waitForEnd();
      await expect(laptop.waitForEnd(300)).rejects.toThrow('still open');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/habits',
        headers: bearer(laptopToken),
        payload: { name: 'Read' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await laptop.waitForPokes(1)).toBe(1);
    } finally {
      phone.close();
      laptop.close();
    }
  });

  it('closes the other devices’ streams when the password changes', async () => {
    const account = await registerUser(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: PASSWORD },
    });
    const other = await openEvents(login.json().data.token);
    try {
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers: bearer(account.token),
        payload: { currentPassword: PASSWORD, newPassword: 'Another42x' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await other.waitForEnd();
    } finally {
      other.close();
    }
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${baseUrl}/api/sync/events`);
    expect(response.status).toBe(401);
  });
});
