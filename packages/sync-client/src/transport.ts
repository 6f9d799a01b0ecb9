import type { PullBody, PullData, PushBody, PushResponse } from '@habitat/protocol';
import { platformTimers, REQUEST_TIMEOUT_MS, raceAbort, readJson, type Timers, watchdog } from './watchdog';

export type PushData = PushResponse['data'];

/**
 * Why a sync round stopped: no network, the session is gone, the server failed, or it did not
 * answer in time (the request was aborted; like 'offline', it is worth trying again soon).
 */
export class SyncError extends Error {
  constructor(
    readonly kind: 'offline' | 'unauthorized' | 'server' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

/**
 * What became of a push: applied (`ok`); ids skipped, resend from `gap`; or the client id is
 * another device's too, take a new one and resend from `taken`.
 */
export type PushOutcome = { ok: PushData } | { gap: number } | { taken: number };

export interface SyncTransport {
  push(body: PushBody): Promise<PushOutcome>;
  pull(body: PullBody): Promise<PullData>;
  /**
   * The server's clock, read on a request with no body to speak of; `clock` is read just before
   * the request leaves and just after its answer arrives (the token is fetched before).
   */
  time(clock: MeasuringClock): Promise<ClockReading>;
}

export interface MeasuringClock {
  now(): number;
  monotonic(): number;
}

export interface ClockReading {
  serverTime: number;
  sentAt: number;
  receivedAt: number;
  roundTripMs: number;
}

/** The words a sync that timed out leaves on the pill's reason. */
export const TIMEOUT_MESSAGE = 'The server did not answer in time';

/**
 * The HTTP transport of page and service worker: JSON with the bearer token. `fetchImpl` lets the
 * simulator route requests into an in-process server. Every request is aborted after `timeoutMs`
 * without a word from the server (REQUEST_TIMEOUT_MS): a hung request fails as 'timeout' and so
 * releases the sync lock, which every tab and the service worker share. `signal` aborts whatever is
 * under way (the service worker stepping aside for an update).
 */
export function httpTransport(options: {
  token: () => Promise<string | null> | string | null;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  timers?: Timers;
  signal?: AbortSignal;
}): SyncTransport {
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  async function send(
    path: string,
    body?: unknown,
    beforeFetch?: () => void,
  ): Promise<{ status: number; json: Record<string, unknown> | null }> {
    const token = await options.token();
    if (!token) throw new SyncError('unauthorized', 'Not signed in');
    const dog = watchdog(
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      options.timers ?? platformTimers,
      options.signal,
    );
    const lost = () =>
      dog.expired ? new SyncError('timeout', TIMEOUT_MESSAGE) : new SyncError('offline', 'No connection');
    try {
      beforeFetch?.();
      let response: Response;
      try {
        const init: RequestInit =
          body === undefined
            ? { method: 'GET', headers: { authorization: `Bearer ${token}` }, cache: 'no-store' }
            : {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: JSON.stringify(body),
              };
        // Raced as well as signalled: a fetch that ignores its signal still gives way.
        response = await raceAbort(
          doFetch(`${options.baseUrl ?? ''}/api/sync${path}`, { ...init, signal: dog.signal }),
          dog.signal,
        );
      } catch {
        throw lost();
      }
      dog.restart();
      let json: Record<string, unknown> | null;
      try {
        json = await readJson(response, dog);
      } catch {
        throw lost();
      }
      if (response.status === 401)
        throw new SyncError('unauthorized', 'Session expired. Please login again.');
      return { status: response.status, json };
    } finally {
      dog.stop();
    }
  }
  const failure = (status: number, json: Record<string, unknown> | null) =>
    new SyncError('server', typeof json?.error === 'string' ? json.error : `Server answered ${status}`);

  return {
    async push(body) {
      const { status, json } = await send('/push', body);
      if (status === 409 && typeof json?.expectedId === 'number') return { gap: json.expectedId };
      if (status === 409 && typeof json?.takenId === 'number') return { taken: json.takenId };
      if (status !== 200 || !json) throw failure(status, json);
      return { ok: json.data as PushData };
    },
    async time(clock) {
      let sentAt = 0;
      let started = 0;
      const { status, json } = await send('/time', undefined, () => {
        sentAt = clock.now();
        started = clock.monotonic();
      });
      const roundTripMs = clock.monotonic() - started;
      const receivedAt = clock.now();
      const data = json?.data as { serverTime?: unknown } | undefined;
      if (status !== 200 || typeof data?.serverTime !== 'number') throw failure(status, json);
      return { serverTime: data.serverTime, sentAt, receivedAt, roundTripMs };
    },
    async pull(body) {
      const { status, json } = await send('/pull', body);
      if (status !== 200 || !json) throw failure(status, json);
      return json.data as PullData;
    },
  };
}
