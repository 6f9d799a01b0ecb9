import { uuidv7 } from '@habitat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import { bearer, registerUser, useTestApp } from '../../helpers/test-app';

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
  async function waitForPokes(count: number, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    while (pokes() < count) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`saw ${pokes()} pokes, wanted ${count}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), remaining)),
      ]);
      if (chunk && !chunk.done) text += decoder.decode(chunk.value);
    }
    return pokes();
  }
  return { waitForPokes, pokes, close: () => controller.abort() };
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

  it('needs a signed-in user', async () => {
    const response = await fetch(`${baseUrl}/api/sync/events`);
    expect(response.status).toBe(401);
  });
});
