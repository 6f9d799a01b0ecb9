import { parseRetryAfter } from '@habitat/domain';
import type { AnswerCheck } from '@habitat/sync-client/answer-check';
// The watchdog alone: the package's index would bring the local database and the sync engine into
// every page's first script, the landing and sign-in pages too.
import { REQUEST_TIMEOUT_MS, raceAbort, readBodyText, watchdog } from '@habitat/sync-client/watchdog';
import {
  clearSession,
  readDeviceOnly,
  readToken,
  secondsUntilExpiry,
  storeSessionEnd,
  storeToken,
  subjectOf,
} from '../session/session-store';
import { serverNow } from '../sync/server-clock';
import type { Answer, AnswerName } from './answers';
import { rawErrorText, TRANSPORT_MESSAGES, userMessage } from './error-messages';
import { FROM_CACHE_HEADER } from './served-cache';

/**
 * The online-only API client (spec §7, §8). Every call is JSON with the bearer token; failures
 * become an ApiError whose message is the one the person should read. Tokens are short-lived, so
 * one is refreshed shortly before it expires. A 401 on a signed-in call first refreshes and tries
 * the call once more: only the server refusing the refresh itself (the session is gone) clears
 * storage and sends the person to /login. A refresh whose answer is lost is sent again: the
 * server's refresh is idempotent (the old token stays good until it expires, and within the
 * refresh grace after), so a retry is always safe (issue 28, item 5).
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
/** The refresh request under way in this tab, shared by every caller that needs one meanwhile. */
let refreshing: Promise<RefreshOutcome> | undefined;
const REFRESH_BEFORE_SECONDS = 300;
/** A refresh with no answer is tried this many times in all, waiting 0.5 s, 1 s, 2 s between. */
const REFRESH_TRIES = 4;
const REFRESH_FIRST_WAIT_MS = 500;

/** What a refresh came to: a new token in storage, the session is gone, or no answer to be had. */
export type RefreshOutcome = 'refreshed' | 'gone' | 'unreachable';

/**
 * The person this tab shows (AuthProvider sets it). A token in storage is this tab's only while it
 * is theirs: after another tab signed someone else in, this tab sends nothing under that person's
 * token (it follows them within a second instead).
 */
let tabPerson: string | null | undefined;

export function setSessionPerson(person: string | null): void {
  tabPerson = person;
}

/**
 * The stored token, when it is this tab's person's. Decided by the token's own subject, not by the
 * stored user beside it: the two keys are written one after the other, and another tab's sign-in
 * between them must not lend this tab the next person's token.
 */
export function sessionToken(): string | null {
  const token = readToken();
  if (!token || tabPerson === undefined) return token;
  return subjectOf(token) === tabPerson ? token : null;
}

/** Someone else signed in on this device in another tab: this tab's call is not sent. */
export const ANOTHER_PERSON = 'Someone else is signed in on this device now.';

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

async function refreshOnce(used: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await send('PUT', '/auth/refresh', {}, used);
  } catch {
    return 'unreachable';
  }
  if (response.status === 401) return 'gone';
  if (!response.ok) return 'unreachable';
  let token: string;
  try {
    const body: unknown = await response.json().catch(() => null);
    token = (await readAnswer<Answer<'refresh'>>('refresh', response.status, body)).data.token;
  } catch {
    return 'unreachable';
  }
  // Stored only over the token it replaces: a person who signed in meanwhile keeps theirs.
  if (readToken() === used) storeToken(token);
  return 'refreshed';
}

/** One refresh request at a time in this tab: a caller arriving meanwhile waits for its answer. */
function refreshShared(used: string): Promise<RefreshOutcome> {
  refreshing ??= refreshOnce(used).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Exchanges `used` for a new token, trying up to `tries` times while there is no answer. A token
 * another tab has refreshed meanwhile counts as refreshed. Each caller counts its own tries, so a
 * sync that allows one is never held by another caller's retries.
 */
export async function refreshSession(used: string, tries = REFRESH_TRIES): Promise<RefreshOutcome> {
  for (let attempt = 1, wait = REFRESH_FIRST_WAIT_MS; ; attempt += 1, wait *= 2) {
    const current = sessionToken();
    if (current !== used) return current ? 'refreshed' : 'gone';
    const outcome = await refreshShared(used);
    if (outcome !== 'unreachable' || attempt >= tries || !navigator.onLine) return outcome;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function refreshIfDue(tries = REFRESH_TRIES): Promise<void> {
  const token = sessionToken();
  // Against the server's clock: a device a day behind would otherwise send a token already expired.
  if (!token || secondsUntilExpiry(token, serverNow()) > REFRESH_BEFORE_SECONDS) return;
  // Offline or refused, the token is kept: a 401 on the call that follows tries once more.
  await refreshSession(token, tries);
}

/** Inside a sync a refresh is tried once: the sync holds the lock every tab and the worker wait on. */
export const SYNC_REFRESH_TRIES = 1;

/**
 * A token fit for the next call: refreshed first when it is about to expire. Null when signed out.
 * `refreshTries` bounds the wait for a refresh that gets no answer (one request timeout each).
 */
export async function freshToken(refreshTries = REFRESH_TRIES): Promise<string | null> {
  await refreshIfDue(refreshTries);
  return sessionToken();
}

/**
 * The server refused `used` (401) on a call outside this client, such as sync: refreshes, and ends
 * the session only when the refresh is refused too. 'refreshed' means: try the call again, once.
 */
export async function recoverSession(used: string | null): Promise<RefreshOutcome> {
  const outcome = used ? await refreshSession(used) : 'gone';
  if (outcome === 'gone') expireSession();
  return outcome;
}

/** The server said the session is gone (401) on a call outside this client, such as sync. */
export function expireSession(): void {
  // Only a session still stored can expire: a sign-out (here or in another tab) that just cleared
  // it keeps its own word, and this tab hears of it as a sign-out, not an expiry.
  if (!readToken()) return;
  storeSessionEnd('expired');
  clearSession();
  onSessionExpired?.();
}

/** What a call that needs an account answers on a device used without one: it is never sent. */
export const NEEDS_ACCOUNT = 'This needs an account. Create one to keep your habits and use it.';

/** What a call says when its answer is not the one its schema declares (or the check cannot load). */
export const UNREADABLE_ANSWER = 'The server sent an answer this app cannot read. Please try again later.';

let answers: Promise<typeof import('./answers')> | undefined;

/** The answers' schemas, loaded on first use (TypeBox stays off the first screen); again after a failure. */
function loadAnswers(): Promise<typeof import('./answers')> {
  answers ??= import('./answers').catch((failure: unknown) => {
    answers = undefined;
    throw failure;
  });
  return answers;
}

/**
 * Reads an answer without the schemas: for the one call a public page makes before it is used (the
 * login page's providers), so that page loads no TypeBox (its scripts are measured, issue 27).
 */
export type AnswerReader<T> = (body: unknown) => AnswerCheck<T>;

/**
 * A successful answer checked against the schema its call names: the protocol's type, or an ApiError
 * the screen shows like any other failed call, whose serverMessage names what was wrong.
 */
async function readAnswer<T>(
  expected: AnswerName | AnswerReader<T>,
  status: number,
  body: unknown,
): Promise<T> {
  let checked: AnswerCheck<unknown>;
  if (typeof expected === 'function') checked = expected(body);
  else {
    try {
      checked = (await loadAnswers()).checkedAnswer(expected, body);
    } catch {
      throw new ApiError(TRANSPORT_MESSAGES.network, 0, 'The answer check could not be loaded');
    }
  }
  if (checked.ok) return checked.value as T;
  throw new ApiError(UNREADABLE_ANSWER, status, checked.problem);
}

/**
 * A body fetched outside this client (the public health check) checked like any answer: the
 * protocol's type, a newer server's extra fields dropped, or what is wrong with it.
 */
export async function checkAnswerOf<N extends AnswerName>(
  name: N,
  body: unknown,
): Promise<AnswerCheck<Answer<N>>> {
  return (await loadAnswers()).checkedAnswer(name, body);
}

export function apiRequest<N extends AnswerName>(
  method: string,
  path: string,
  answer: N,
  options?: RequestOptions,
): Promise<Answer<N>>;
export function apiRequest<T>(
  method: string,
  path: string,
  answer: AnswerReader<T>,
  options?: RequestOptions,
): Promise<T>;
export function apiRequest<T>(
  method: string,
  path: string,
  answer: AnswerName | AnswerReader<T>,
  options: RequestOptions = {},
): Promise<T> {
  // Loaded while the request is under way, so the check adds no round trip of its own.
  if (typeof answer !== 'function') loadAnswers().catch(() => undefined);
  return attempt(method, path, answer, options, false);
}

async function attempt<T>(
  method: string,
  path: string,
  answer: AnswerName | AnswerReader<T>,
  options: RequestOptions,
  retried: boolean,
): Promise<T> {
  const withSession = options.credentials !== 'none';
  // Nothing of a device-only person's is sent anywhere (issue 27): a screen that asks anyway gets
  // an answer without a request, and no 401 ends a session that does not exist.
  if (withSession && !readToken() && readDeviceOnly()) throw new ApiError(NEEDS_ACCOUNT, 0, NEEDS_ACCOUNT);
  if (withSession) await refreshIfDue();
  const token = withSession ? sessionToken() : null;
  if (withSession && readToken() && !token) throw new ApiError(ANOTHER_PERSON, 0, ANOTHER_PERSON);
  const response = await send(method, path, options, token);
  options.onResponse?.(response);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return readAnswer<T>(answer, response.status, body);

  const raw = rawErrorText(response.status, body);
  if (response.status === 401 && withSession && options.expireSessionOn401 !== false) {
    if (retried) expireSession();
    else {
      const outcome = await recoverSession(token);
      if (outcome === 'refreshed') return attempt(method, path, answer, options, true);
      // No answer to the refresh: the session may well hold, so nobody is signed out.
      if (outcome === 'unreachable') throw new ApiError(TRANSPORT_MESSAGES.network, 0, raw);
    }
  }
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const message =
    response.status === 401 && !withSession ? raw : userMessage(response.status, raw, retryAfter);
  throw new ApiError(message, response.status, raw);
}

/** A GET whose answer may come from the service worker's cache: says which it was. */
export async function apiRequestWithSource<N extends AnswerName>(
  path: string,
  answer: N,
): Promise<{ body: Answer<N>; fromCache: boolean }> {
  let fromCache = false;
  const body = await apiRequest('GET', path, answer, {
    onResponse: (response) => {
      fromCache = response.headers.get(FROM_CACHE_HEADER) === '1';
    },
  });
  return { body, fromCache };
}

/** Each call names the answer it expects (api/answers.ts), and gets it checked and typed. */
export const api = {
  get: <N extends AnswerName>(path: string, answer: N, options?: RequestOptions) =>
    apiRequest('GET', path, answer, options),
  post: <N extends AnswerName>(path: string, answer: N, body?: unknown, options?: RequestOptions) =>
    apiRequest('POST', path, answer, { ...options, body }),
  put: <N extends AnswerName>(path: string, answer: N, body?: unknown, options?: RequestOptions) =>
    apiRequest('PUT', path, answer, { ...options, body }),
  patch: <N extends AnswerName>(path: string, answer: N, body?: unknown, options?: RequestOptions) =>
    apiRequest('PATCH', path, answer, { ...options, body }),
  delete: <N extends AnswerName>(path: string, answer: N, options?: RequestOptions) =>
    apiRequest('DELETE', path, answer, options),
};
