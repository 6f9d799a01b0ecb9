import type { PullBody, PullData, PushBody, PushResponse } from '@habitat/protocol';

export type PushData = PushResponse['data'];

/** Why a sync round stopped: no network, the session is gone, or the server failed. */
export class SyncError extends Error {
  constructor(
    readonly kind: 'offline' | 'unauthorized' | 'server',
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

/**
 * The HTTP transport of page and service worker: JSON with the bearer token. `fetchImpl` lets the
 * simulator route requests into an in-process server.
 */
export function httpTransport(options: {
  token: () => Promise<string | null> | string | null;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}): SyncTransport {
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  async function send(
    path: string,
    body?: unknown,
    beforeFetch?: () => void,
  ): Promise<{ status: number; json: Record<string, unknown> | null }> {
    const token = await options.token();
    if (!token) throw new SyncError('unauthorized', 'Not signed in');
    beforeFetch?.();
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl ?? ''}/api/sync${path}`, {
        ...(body === undefined
          ? { method: 'GET', headers: { authorization: `Bearer ${token}` }, cache: 'no-store' }
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(body),
            }),
      });
    } catch {
      throw new SyncError('offline', 'No connection');
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 401) throw new SyncError('unauthorized', 'Session expired. Please login again.');
    return { status: response.status, json };
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
