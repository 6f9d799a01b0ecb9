import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import { PrivateAddressError, publicOnlyLookup, pushEndpointProblem } from './push-endpoints';
import type { VapidKeys } from './push-keys';

/**
 * Posts one message to one device's push service (RFC 8030). `web-push` encrypts the payload
 * (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request itself is made here, so
 * that the connection refuses non-public addresses (push-endpoints.ts), redirects are not followed,
 * a slow service is cut off, and a test push service can run on plain http when allowed.
 */

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one post; the dispatcher decides from it whether to retry or let go. */
export type PushOutcome =
  /** The push service took it (2xx): it delivers when the device is reachable, within the TTL. */
  | { kind: 'delivered' }
  /** The subscription no longer exists (404, 410), or its address may not be called. */
  | { kind: 'gone'; reason: string }
  /** Worth another try later (429, 5xx, network, timeout); `afterMs` from Retry-After. */
  | { kind: 'retry'; reason: string; afterMs?: number }
  /** The service will never take this message (400, 401, 403, 413…). */
  | { kind: 'refused'; reason: string };

export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: PushUrgency },
  ): Promise<PushOutcome>;
  close(): void;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  allowInsecureEndpoints: boolean;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Push services answer with a short body at most; more is not read. */
const MAX_RESPONSE_BYTES = 16 * 1024;

/** Retry-After in seconds or as an HTTP date, as milliseconds from now. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function outcomeOf(status: number, headers: http.IncomingHttpHeaders): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 404 || status === 410) return { kind: 'gone', reason: `push service answered ${status}` };
  if (status === 429 || status >= 500) {
    const afterMs = retryAfterMs(headers['retry-after']);
    return {
      kind: 'retry',
      reason: `push service answered ${status}`,
      ...(afterMs !== undefined ? { afterMs } : {}),
    };
  }
  return { kind: 'refused', reason: `push service answered ${status}` };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  };

  function post(
    url: URL,
    headers: Record<string, string | number>,
    body: Buffer | null,
  ): Promise<PushOutcome> {
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = transport.request(
        url,
        {
          method: 'POST',
          headers,
          agent: agents[url.protocol as 'https:' | 'http:'],
          // Tests post to loopback; anywhere else only public addresses are connected to.
          ...(options.allowInsecureEndpoints ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          const settle = () => resolve(outcomeOf(response.statusCode ?? 0, response.headers));
          response.on('end', settle);
          response.on('close', settle);
          response.on('error', settle);
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => {
        if (error instanceof PrivateAddressError) resolve({ kind: 'gone', reason: error.message });
        else resolve({ kind: 'retry', reason: error.message });
      });
      request.end(body ?? undefined);
    });
  }

  return {
    async send(target, payload, { ttlSeconds, urgency }) {
      // Checked again at send time: a subscription stored under another configuration may not be.
      const problem = pushEndpointProblem(target.endpoint, options.allowInsecureEndpoints);
      if (problem) return { kind: 'gone', reason: problem };
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: options.keys.publicKey,
              privateKey: options.keys.privateKey,
            },
            TTL: Math.max(0, Math.floor(ttlSeconds)),
            urgency,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Keys that do not make a valid encryption: this subscription can never be posted to.
        return { kind: 'gone', reason: (error as Error).message };
      }
      const headers: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (value !== undefined) headers[name] = value as string | number;
      }
      return post(new URL(details.endpoint), headers, details.body);
    },

    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
}
