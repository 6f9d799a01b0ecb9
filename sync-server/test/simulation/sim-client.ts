import { type HabitatDb, httpTransport, type SyncEngine } from '@habitat/sync-client';
import type { App } from '../../src/app';
import { openNodeDevice } from '../devices/node-device';

export { snapshot, withoutTimes } from '../devices/node-device';

/**
 * A simulated device: the web app's own data layer and sync engine on fake-indexeddb, talking to
 * the real server in process. Its network can be cut, can lose a response after the server acted,
 * and can deliver a push twice.
 */
export interface SimClient {
  name: string;
  db: HabitatDb;
  engine: SyncEngine;
  online: boolean;
  skewMs: number;
  loseNextResponse: boolean;
  duplicateNextPush: boolean;
  /** Runs just before the next pull request leaves: a write made while a sync is under way. */
  beforeNextPull: (() => Promise<void>) | null;
  /** The network goes down as this many more pull requests have left (null: it stays up). */
  pullsBeforeCut: number | null;
  /** Runs after every pull has been written locally. */
  afterPull: (() => Promise<void>) | null;
  /** Rows received in pull replies so far (habits, entries, layouts, preferences). */
  pulledRows: number;
  /** World time at which the server applied each of this device's mutations (`clientId:id`). */
  applied: Map<string, number>;
  /** Each clock measurement: its place in the order of events (see nextEvent), and the skew then. */
  measurements: Array<{ event: number; skew: number }>;
}

export interface SimClientOptions {
  /** The account this device is signed in to (default: the world's). */
  token?: () => string;
  /** The server instance this device talks to (default: the world's). */
  app?: App;
  /** Rows per pull page. */
  pullLimit?: number;
}

export interface SimWorld {
  app: App;
  token: string;
  /** Virtual time: the server's clock, and each device's clock plus its skew. */
  now: number;
}

let events = 0;

/** A counter that orders what happens in a simulation when many things share one virtual moment. */
export function nextEvent(): number {
  events += 1;
  return events;
}

export function createSimClient(
  world: SimWorld,
  name: string,
  skewMs: number,
  options: SimClientOptions = {},
): SimClient {
  const token = options.token ?? (() => world.token);
  const app = () => options.app ?? world.app;
  const client = {
    name,
    online: true,
    skewMs,
    loseNextResponse: false,
    duplicateNextPush: false,
    beforeNextPull: null,
    afterPull: null,
    pullsBeforeCut: null,
    pulledRows: 0,
    applied: new Map<string, number>(),
    measurements: [] as SimClient['measurements'],
  } as SimClient;

  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.endsWith('/pull') && client.pullsBeforeCut !== null) {
      if (client.pullsBeforeCut === 0) client.online = false;
      else client.pullsBeforeCut -= 1;
    }
    if (!client.online) throw new TypeError('network is down');
    const payload = String(init?.body ?? '');
    const send = () =>
      init?.method === 'GET'
        ? app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${token()}` } })
        : app().inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
            payload,
          });
    if (url.endsWith('/pull') && client.beforeNextPull) {
      const task = client.beforeNextPull;
      client.beforeNextPull = null;
      await task();
    }
    const response = await send();
    if (url.endsWith('/time')) client.measurements.push({ event: nextEvent(), skew: client.skewMs });
    if (url.endsWith('/push') && response.statusCode === 200) {
      const { clientId } = JSON.parse(payload) as { clientId: string };
      for (const result of response.json().data.results as Array<{ id: number; status: string }>) {
        const key = `${clientId}:${result.id}`;
        if (result.status === 'ok' && !client.applied.has(key)) client.applied.set(key, world.now);
      }
    }
    if (url.endsWith('/pull') && response.statusCode === 200) {
      const { changes } = response.json().data as { changes: Record<string, unknown[]> };
      for (const rows of Object.values(changes)) client.pulledRows += rows.length;
    }
    if (url.endsWith('/push') && client.duplicateNextPush) {
      client.duplicateNextPush = false;
      await send();
    }
    if (client.loseNextResponse && !url.endsWith('/time')) {
      client.loseNextResponse = false;
      throw new TypeError('response lost');
    }
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };

  Object.assign(
    client,
    openNodeDevice({
      name: `sim-${name}`,
      transport: httpTransport({ token, fetchImpl: fetchImpl as typeof fetch }),
      now: () => world.now + client.skewMs,
      // Virtual time passes for every device alike; a change of skew is a device clock being set.
      monotonic: () => world.now,
      ...(options.pullLimit ? { pullLimit: options.pullLimit } : {}),
      afterPull: async () => client.afterPull?.(),
    }),
  );
  return client;
}
