import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALM, type ChaosProxy, type ProxyPolicy, startProxy } from './proxy';
import { seeded } from './random';

/**
 * The chaos run's proxy does what its report says it did: each fate, forced, meets a request the
 * way it claims (the server sees it or not, the device hears an answer or not).
 */
const SERVER_PORT =
  Number(process.env.CHAOS_PORT ?? 8560) + (process.env.HABITAT_TEST_DB === 'postgres' ? 22 : 20);
let proxy: ChaosProxy;
let received = 0;

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, padding: 'x'.repeat(2000) }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SERVER_PORT, '127.0.0.1', resolve);
  });
  proxy = await startProxy({ port: SERVER_PORT + 1, targetPort: SERVER_PORT, random: seeded(1) });
});

afterAll(async () => {
  await proxy?.close();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

const only = (fate: keyof Omit<ProxyPolicy, 'maxDelayMs'>): ProxyPolicy => ({
  ...CALM,
  [fate]: 1,
  maxDelayMs: 100,
});

async function push(): Promise<{ heard: boolean; reached: boolean }> {
  const before = received;
  let heard = false;
  try {
    const response = await fetch(`http://127.0.0.1:${SERVER_PORT + 1}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'x', mutations: [] }),
      signal: AbortSignal.timeout(1500),
    });
    heard = (await response.json()).success === true;
  } catch {
    heard = false;
  }
  return { heard, reached: received > before };
}

describe('the chaos proxy', () => {
  it('passes a request and its answer when calm, and tells of each push', async () => {
    proxy.setPolicy(CALM);
    const pushes: number[] = [];
    const stop = proxy.onPush((bytes) => {
      pushes.push(bytes);
    });
    expect(await push()).toEqual({ heard: true, reached: true });
    stop();
    expect(pushes).toEqual([JSON.stringify({ clientId: 'x', mutations: [] }).length]);
  });

  it('delays, and still delivers', async () => {
    proxy.setPolicy(only('delay'));
    const delayed = proxy.counts.delayed;
    expect(await push()).toEqual({ heard: true, reached: true });
    expect(proxy.counts.delayed).toBe(delayed + 1);
  });

  it('loses the answer of a request the server took', async () => {
    proxy.setPolicy(only('loseResponse'));
    expect(await push()).toEqual({ heard: false, reached: true });
  });

  it('cuts an answer halfway', async () => {
    proxy.setPolicy(only('cutResponse'));
    expect(await push()).toEqual({ heard: false, reached: true });
  });

  it('drops a request: the server never sees it and nothing answers', async () => {
    proxy.setPolicy(only('drop'));
    expect(await push()).toEqual({ heard: false, reached: false });
  });

  it('cuts a request before the server has it whole', async () => {
    proxy.setPolicy(only('cutRequest'));
    expect(await push()).toEqual({ heard: false, reached: false });
  });
});
