import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback, standing in for FCM or Mozilla's: devices are made here (a P-256 key
 * pair and an auth secret, as a browser makes them), the server under test posts to their
 * endpoints, and every post is checked as a push service and a browser would: the VAPID header
 * (RFC 8292) must be signed by the server's key for this service's origin, and the body must
 * decrypt with the device's keys (RFC 8291, aes128gcm of RFC 8188). Any node:crypto, no library.
 * Answers can be scripted per device (410, 503…) to play a gone subscription or an outage.
 */

export interface TestDevice {
  id: string;
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() would give. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID key (`k=`) the post was signed with. */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

interface DeviceKeys {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body, for the device's keys. */
export function decryptPushBody(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65)
    throw new Error(`keyid must be the sender's 65-byte public key, got ${idLength} bytes`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(senderKey);
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low bytes (a message has few records).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with 0x02, any other with 0x01, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const delimiter = padded[end];
    const last = offset + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`bad padding delimiter ${delimiter}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`, the JWT signed (ES256) by that key for `origin`. */
export function verifyVapid(
  header: string | undefined,
  origin: string,
): Omit<ReceivedPush, 'deviceId' | 'message' | 'ttl' | 'urgency'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, vapidKey] = [match[1], match[2]];
  const [head, payload, signature] = token.split('.');
  if (!head || !payload || !signature) throw new Error('malformed JWT');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg must be ES256, got ${header_.alg}`);
  const raw = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64url(raw.subarray(1, 33)), y: base64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verifySignature(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error('VAPID expiry out of range');
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`VAPID subject ${claims.sub}`);
  return { vapidKey, claims };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A status, or a status with headers (a 429's Retry-After). */
export type ScriptedAnswer = number | { status: number; headers: Record<string, string> };

export interface TestPushService {
  origin: string;
  /** A new browser's subscription at this service. */
  device(): TestDevice;
  /** Pushes received and verified, oldest first. */
  received: ReceivedPush[];
  /** Posts that failed verification (a wrong key, a body that does not decrypt). */
  rejected: string[];
  /** The next answers for a device's posts, in order; 201 once they run out. */
  answer(deviceId: string, ...answers: ScriptedAnswer[]): void;
  /** Resolves at the `count`-th verified push (counting from the service's start). */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** Starts the service on a free loopback port; `serverKey` is the VAPID key posts must carry. */
export async function startTestPushService(serverKey: () => string): Promise<TestPushService> {
  const devices = new Map<string, DeviceKeys>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters: { count: number; resolve(list: ReceivedPush[]): void }[] = [];
  let origin = '';
  let next = 0;

  const server: Server = createServer(async (request, response) => {
    const id = /^\/push\/([a-z0-9-]+)$/.exec(request.url ?? '')?.[1];
    const body = await readBody(request);
    const device = id ? devices.get(id) : undefined;
    if (!id || !device || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    try {
      const vapid = verifyVapid(request.headers.authorization, origin);
      if (vapid.vapidKey !== serverKey()) throw new Error('signed with another key');
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const scripted = scripts.get(id)?.shift() ?? 201;
      const answer = typeof scripted === 'number' ? { status: scripted, headers: {} } : scripted;
      if (answer.status >= 300) {
        response.writeHead(answer.status, answer.headers).end();
        return;
      }
      const message = JSON.parse(decryptPushBody(body, device).toString('utf8')) as Record<string, unknown>;
      const urgency = request.headers.urgency;
      received.push({
        deviceId: id,
        message,
        ttl: Number(request.headers.ttl),
        urgency: typeof urgency === 'string' ? urgency : undefined,
        ...vapid,
      });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...received]);
      }
      response.writeHead(201).end();
    } catch (error) {
      rejected.push((error as Error).message);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    device() {
      next += 1;
      const id = `device-${next}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = {
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
      };
      devices.set(id, keys);
      const endpoint = `${origin}/push/${id}`;
      return {
        id,
        endpoint,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: base64url(keys.publicKey), auth: base64url(keys.auth) },
        },
      };
    },
    answer(deviceId, ...answers) {
      scripts.set(deviceId, [...(scripts.get(deviceId) ?? []), ...answers]);
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
