import { REQUEST_TIMEOUT_MS } from '@habitat/sync-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, TIMEOUT_MESSAGE } from './client';

/** A server that never answers: each call waits until its signal aborts it. */
function hungServer() {
  const calls: { method: string; signal: AbortSignal }[] = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init.signal as AbortSignal;
        calls.push({ method: init.method ?? 'GET', signal });
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  return calls;
}

function outcome(promise: Promise<unknown>) {
  const state: { error?: unknown; done: boolean } = { done: false };
  promise.then(
    () => (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest timeouts', () => {
  it('aborts a write that gets no answer, says so, and does not send it again', async () => {
    const calls = hungServer();
    const call = outcome(
      apiRequest('POST', '/groups', 'workspace', { body: { name: 'Runners' }, credentials: 'none' }),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(ApiError);
    expect((call.error as ApiError).message).toBe(TIMEOUT_MESSAGE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('tries a read that got no answer once more, after a pause, before giving up', async () => {
    const calls = hungServer();
    const call = outcome(apiRequest('GET', '/groups', 'workspaces', { credentials: 'none' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((call.error as ApiError).message).toBe(TIMEOUT_MESSAGE);
    expect(calls).toHaveLength(2);
  });

  it('hands back a prompt answer whole, its body readable by the caller', async () => {
    const answer = { success: true, data: { unreadCount: 2 } };
    vi.stubGlobal('fetch', async () => Response.json(answer, { status: 200 }));
    await expect(apiRequest('GET', '/unread', 'unreadCount', { credentials: 'none' })).resolves.toEqual(
      answer,
    );
  });

  it('lets the caller cancel a call without it counting as a timeout', async () => {
    hungServer();
    const controller = new AbortController();
    const call = outcome(
      apiRequest('GET', '/groups', 'workspaces', { credentials: 'none', signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).not.toBeInstanceOf(ApiError);
    expect((call.error as Error).name).toBe('AbortError');
  });
});
