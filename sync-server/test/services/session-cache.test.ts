import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../src/db/schema';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../src/services/session-cache';

const T0 = Date.parse('2026-11-24T12:00:00Z');

function session(id: string, userId: string, expiresAt = T0 + 86_400_000): SessionRow {
  return {
    id,
    user_id: userId,
    remember: true,
    expires_at: new Date(expiresAt),
    revoked_at: null,
    created_at: new Date(T0),
  } as SessionRow;
}

function counting(row: SessionRow | undefined) {
  const load = async () => {
    load.calls += 1;
    return row;
  };
  load.calls = 0;
  return load;
}

describe('SessionCache', () => {
  it('reads a session once, then answers from memory until the TTL passes', async () => {
    let now = T0;
    const cache = new SessionCache(() => now);
    const load = counting(session('s1', 'ana'));
    await cache.find('s1', 'ana', load);
    await cache.find('s1', 'ana', load);
    expect(load.calls).toBe(1);
    now += SESSION_CACHE_TTL_MS;
    await cache.find('s1', 'ana', load);
    expect(load.calls).toBe(2);
  });

  it('believes a session at most a second, so an ending not heard (a stalled channel) holds within it', async () => {
    let now = T0;
    const cache = new SessionCache(() => now);
    let row: SessionRow | undefined = session('s1', 'ana');
    const load = async () => row;
    expect(await cache.find('s1', 'ana', load)).toBeDefined();
    // Ended on another instance; the notification never arrives here.
    row = undefined;
    now += 1000;
    expect(await cache.find('s1', 'ana', load)).toBeUndefined();
  });

  it('never remembers an absent session, nor believes one past its expiry', async () => {
    let now = T0;
    const cache = new SessionCache(() => now);
    const none = counting(undefined);
    expect(await cache.find('s1', 'ana', none)).toBeUndefined();
    expect(await cache.find('s1', 'ana', none)).toBeUndefined();
    expect(none.calls).toBe(2);
    const soon = counting(session('s2', 'ana', T0 + 1000));
    await cache.find('s2', 'ana', soon);
    now += 1000;
    await cache.find('s2', 'ana', soon);
    expect(soon.calls).toBe(2);
  });

  it('forgets a person’s sessions when told, and only theirs', async () => {
    const cache = new SessionCache(() => T0);
    const ana = counting(session('s1', 'ana'));
    const bo = counting(session('s2', 'bo'));
    await cache.find('s1', 'ana', ana);
    await cache.find('s2', 'bo', bo);
    cache.forget('ana');
    await cache.find('s1', 'ana', ana);
    await cache.find('s2', 'bo', bo);
    expect([ana.calls, bo.calls]).toEqual([2, 1]);
    cache.clear();
    await cache.find('s2', 'bo', bo);
    expect(bo.calls).toBe(2);
  });

  it('does not remember a read that overlapped a sign-out', async () => {
    const cache = new SessionCache(() => T0);
    let finish!: (row: SessionRow) => void;
    const slow = cache.find('s1', 'ana', () => new Promise((resolve) => (finish = resolve)));
    // The session ends while the read is on its way back with the row as it was before.
    cache.forget('ana');
    finish(session('s1', 'ana'));
    await slow;
    const load = counting(undefined);
    expect(await cache.find('s1', 'ana', load)).toBeUndefined();
    expect(load.calls).toBe(1);
  });

  it('refuses a session id presented with another person’s id', async () => {
    const cache = new SessionCache(() => T0);
    await cache.find('s1', 'ana', counting(session('s1', 'ana')));
    expect(await cache.find('s1', 'bo', counting(session('s1', 'ana')))).toBeUndefined();
  });
});

describe('SessionCache while endings cannot be heard', () => {
  it('remembers nothing while the channel is down, and forgets what it had when it drops and returns', async () => {
    const cache = new SessionCache(() => T0);
    const load = counting(session('s1', 'ana'));
    await cache.find('s1', 'ana', load);
    cache.trust(false);
    await cache.find('s1', 'ana', load);
    await cache.find('s1', 'ana', load);
    expect(load.calls).toBe(3);
    cache.trust(true);
    await cache.find('s1', 'ana', load);
    await cache.find('s1', 'ana', load);
    expect(load.calls).toBe(4);
  });
});
