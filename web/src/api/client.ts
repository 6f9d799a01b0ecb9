import { parseRetryAfter } from '@habitat/domain';
import { REQUEST_TIMEOUT_MS, raceAbort, readBodyText, watchdog } from '@habitat/sync-client';
import {
  clearSession,
  readDeviceOnly,
  readToken,
  secondsUntilExpiry,
  storeToken,
} from '../session/session-store';
import { rawErrorText, TRANSPORT_MESSAGES, userMessage } from './error-messages';
import { FROM_CACHE_HEADER } from './served-cache';

/**
 * The online-only API client (spec §7, §8). Every call is JSON with the bearer token; failures
 * become an ApiError whose message is the one the person should read. A 401 on a signed-in call
 * means the session is gone: storage is cleared and the registered handler sends the person to
 * /login. Tokens are short-lived, so one is refreshed shortly before it expires.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  body?: unknown;
  /** Sign-in calls answer 401 for a wrong password: show the server's words, keep the session rules out. */
  credentials?: 'session' | 'none';
  /** Off for logout: a session that is already gone is what logout wants, not a reason to redirect. */
  expireSessionOn401?: boolean;
  signal?: AbortSignal;
  onResponse?(response: Response): void;
}

let onSessionExpired: (() => void) | undefined;
let refreshing: Promise<void> | undefined;
const REFRESH_BEFORE_SECONDS = 300;

export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** What a call that got no answer in time says (it was aborted; a read was tried twice). */
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';
/** A read that timed out is tried once more after this pause: a stale connection is the usual cause. */
const READ_RETRY_PAUSE_MS = 1000;
/** Statuses whose answer has no body (a Response built with one would throw). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * One call, bounded: aborted after REQUEST_TIMEOUT_MS without a word from the server. Its answer
 * is read whole inside that bound and handed back as a Response the caller can read at leisure.
 * A read (GET) that timed out is tried once more; a write is not, since it may have been applied.
 */
async function send(method: string, path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  for (let attempt = 1; ; attempt += 1) {
    const dog = watchdog(REQUEST_TIMEOUT_MS, undefined, options.signal);
    try {
      const response = await raceAbort(
        fetch(`/api${path}`, {
          method,
          headers,
          ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
          signal: dog.signal,
        }),
        dog.signal,
      );
      dog.restart();
      const text = await readBodyText(response, dog);
      return new Response(NO_BODY.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (!dog.expired) {
        if (options.signal?.aborted || (error as Error).name === 'AbortError') throw error;
        throw new ApiError(TRANSPORT_MESSAGES.network, 0, String(error));
      }
      if (method !== 'GET' || attempt >= 2) throw new ApiError(TIMEOUT_MESSAGE, 0, 'timeout');
    } finally {
      dog.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_PAUSE_MS));
  }
}

async function refreshIfDue(): Promise<void> {
  const token = readToken();
  if (!token || secondsUntilExpiry(token) > REFRESH_BEFORE_SECONDS) return;
  refreshing ??= (async () => {
    try {
      const response = await send('PUT', '/auth/refresh', {}, token);
      if (response.ok) {
        const body = (await response.json()) as { data: { token: string } };
        storeToken(body.data.token);
      }
      // A refused refresh leaves the old token: the call that follows gets the 401 and ends the session.
    } catch {
      // Offline: keep the token; the server will say when it no longer holds.
    } finally {
      refreshing = undefined;
    }
  })();
  await refreshing;
}

/** A token fit for the next call: refreshed first when it is about to expire. Null when signed out. */
export async function freshToken(): Promise<string | null> {
  await refreshIfDue();
  return readToken();
}

/** The server said the session is gone (401) on a call outside this client, such as sync. */
export function expireSession(): void {
  clearSession();
  onSessionExpired?.();
}

/** What a call that needs an account answers on a device used without one: it is never sent. */
export const NEEDS_ACCOUNT = 'This needs an account. Create one to keep your habits and use it.';

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const withSession = options.credentials !== 'none';
  // Nothing of a device-only person's is sent anywhere (issue 27): a screen that asks anyway gets
  // an answer without a request, and no 401 ends a session that does not exist.
  if (withSession && !readToken() && readDeviceOnly()) throw new ApiError(NEEDS_ACCOUNT, 0, NEEDS_ACCOUNT);
  if (withSession) await refreshIfDue();
  const response = await send(method, path, options, withSession ? readToken() : null);
  options.onResponse?.(response);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;

  const raw = rawErrorText(response.status, body);
  if (response.status === 401 && withSession && options.expireSessionOn401 !== false) expireSession();
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const message =
    response.status === 401 && !withSession ? raw : userMessage(response.status, raw, retryAfter);
  throw new ApiError(message, response.status, raw);
}

/** A GET whose answer may come from the service worker's cache: says which it was. */
export async function apiRequestWithSource<T>(path: string): Promise<{ body: T; fromCache: boolean }> {
  let fromCache = false;
  const body = await apiRequest<T>('GET', path, {
    onResponse: (response) => {
      fromCache = response.headers.get(FROM_CACHE_HEADER) === '1';
    },
  });
  return { body, fromCache };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
