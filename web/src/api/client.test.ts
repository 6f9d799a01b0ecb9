// @vitest-environment happy-dom
import type { User } from '@habitat/protocol';
import { REQUEST_TIMEOUT_MS } from '@habitat/sync-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readToken, storeSession, storeToken } from '../session/session-store';
import { learnClockOffset } from '../sync/server-clock';
import {
  api,
  expireSession,
  freshToken,
  recoverSession,
  SYNC_REFRESH_TRIES,
  setSessionExpiredHandler,
  setSessionPerson,
} from './client';

const person = { _id: 'account-a', name: 'Ada' } as User;

/** A token the client reads as good for another hour (its signature is the server's business). */
function token(name: string, sub = person._id, lifeSeconds = 3600): string {
  const claims = btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + lifeSeconds }));
  return `header.${claims}.${name}`;
}
const OLD = token('old');
const NEW = token('new');

/** Answers each request in turn with the next of `answers` ('lost' fails the fetch). */
function server(answers: (Response | 'lost')[]) {
  const calls: { url: string; token: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, token: (init.headers as Record<string, string>).authorization });
      const answer = answers.shift();
      if (!answer || answer === 'lost') throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
  return calls;
}

const UNREAD = { success: true, data: { unreadCount: 1 } };
const expired = () => Response.json({ success: false, error: 'Token expired' }, { status: 401 });
const refreshed = (token: string) => Response.json({ success: true, data: { token } });

let expiredSessions = 0;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  storeSession(OLD, person);
  setSessionPerson(person._id);
  expiredSessions = 0;
  setSessionExpiredHandler(() => {
    expiredSessions += 1;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a 401 refreshes and tries again before anyone is signed out (issue 28)', () => {
  it('retries the call once with the new token', async () => {
    const calls = server([expired(), refreshed(NEW), Response.json(UNREAD)]);
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).resolves.toEqual(UNREAD);
    expect(calls.map((call) => [call.url, call.token])).toEqual([
      ['/api/users/notifications/unread-count', `Bearer ${OLD}`],
      ['/api/auth/refresh', `Bearer ${OLD}`],
      ['/api/users/notifications/unread-count', `Bearer ${NEW}`],
    ]);
    expect(readToken()).toBe(NEW);
    expect(expiredSessions).toBe(0);
  });

  it('sends a refresh again when its answer was lost', async () => {
    const calls = server([expired(), 'lost', refreshed(NEW), Response.json(UNREAD)]);
    const call = api.get('/users/notifications/unread-count', 'unreadCount');
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual(UNREAD);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(2);
    expect(expiredSessions).toBe(0);
  });

  it('signs out only when the server refuses the refresh too', async () => {
    server([expired(), Response.json({ success: false, error: 'Session has ended' }, { status: 401 })]);
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).rejects.toMatchObject({
      status: 401,
    });
    expect(expiredSessions).toBe(1);
    expect(readToken()).toBeNull();
  });

  it('keeps the person signed in when no refresh answer comes at all', async () => {
    server([expired(), 'lost', 'lost', 'lost', 'lost']);
    const call = api.get('/users/notifications/unread-count', 'unreadCount');
    const settled = expect(call).rejects.toMatchObject({ status: 0 });
    await vi.runAllTimersAsync();
    await settled;
    expect(expiredSessions).toBe(0);
    expect(readToken()).toBe(OLD);
  });

  it('signs out when the call is refused again with the new token', async () => {
    server([expired(), refreshed(NEW), expired()]);
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).rejects.toMatchObject({
      status: 401,
    });
    expect(expiredSessions).toBe(1);
  });

  it("a sync's 401 is recovered the same way", async () => {
    server([refreshed(NEW)]);
    await expect(recoverSession(OLD)).resolves.toBe('refreshed');
    expect(readToken()).toBe(NEW);
  });
});

describe('one person per tab', () => {
  it('sends nothing under the token of a person another tab signed in', async () => {
    const calls = server([Response.json(UNREAD)]);
    storeSession('bob-token', { _id: 'account-b', name: 'Bob' } as User);
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).rejects.toMatchObject({
      status: 0,
    });
    expect(calls).toEqual([]);
  });
});

describe('a sign-out in another tab', () => {
  it('is no expiry: a 401 met after it says nothing of an expired session', async () => {
    server([]);
    clearSession();
    expireSession();
    await expect(recoverSession(OLD)).resolves.toBe('gone');
    expect(expiredSessions).toBe(0);
  });
});

describe('the token is sent only for the person it was issued to', () => {
  it("reads the token's own subject, not the stored user beside it", async () => {
    const calls = server([Response.json(UNREAD)]);
    // Another tab's sign-in has written Bob's token and not yet his user: the stored user still says Ada.
    storeToken(token('bob', 'account-b'));
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).rejects.toMatchObject({
      status: 0,
    });
    expect(calls).toEqual([]);
  });
});

describe('a refresh inside a sync', () => {
  it('is given up after one timeout, so the sync lock is not held for the retries', async () => {
    const dueSoon = token('due', person._id, 60);
    storeToken(dueSoon);
    const refreshes: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init.signal as AbortSignal;
          refreshes.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    let answered: string | null | undefined;
    void freshToken(SYNC_REFRESH_TRIES).then((found) => {
      answered = found;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    // Still good for a minute: the sync goes on with it.
    expect(answered).toBe(dueSoon);
    expect(refreshes).toHaveLength(1);
  });
});

describe('a device clock that is wrong', () => {
  afterEach(() => learnClockOffset(0));

  it('renews a token by the server clock: a day behind, a token good for an hour here has expired there', async () => {
    learnClockOffset(24 * 3600 * 1000);
    const calls = server([refreshed(NEW), Response.json(UNREAD)]);
    await expect(api.get('/users/notifications/unread-count', 'unreadCount')).resolves.toEqual(UNREAD);
    expect(calls.map((call) => [call.url, call.token])).toEqual([
      ['/api/auth/refresh', `Bearer ${OLD}`],
      ['/api/users/notifications/unread-count', `Bearer ${NEW}`],
    ]);
  });
});
