import { createECDH, ECDH, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The server's VAPID key pair (RFC 8292): a device subscribes with the public key, and every push is
 * signed with the private one, so push services accept pushes from this server only. Like the JWT
 * secret (secrets.ts): from the environment when given (required when several instances run), else
 * generated on first start and kept in the data folder. Changing it ends every subscription at the
 * push services; devices subscribe again at their next start (web/src/push).
 */

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): the `applicationServerKey`. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

const KEY_FILE = 'vapid-keys.json';

/** The public key that belongs to `privateKey`, or null when it is not a P-256 private key. */
function publicKeyOf(privateKey: string): string | null {
  const raw = Buffer.from(privateKey, 'base64url');
  if (raw.length !== 32 || raw.toString('base64url') !== privateKey) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(raw);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** A pair is used only if its halves belong together: a mismatch would fail every push silently. */
export function checkVapidKeys(keys: VapidKeys, origin: string): VapidKeys {
  const derived = publicKeyOf(keys.privateKey);
  if (!derived) throw new Error(`${origin}: the VAPID private key is not a base64url P-256 key`);
  if (derived !== keys.publicKey)
    throw new Error(`${origin}: the VAPID public key does not match the private key`);
  return keys;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with leading zero bytes comes back shorter; the key is always 32 bytes on the wire.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function parseKeyFile(text: string, file: string): VapidKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; remove it to generate new keys`);
  }
  const keys = value as Partial<VapidKeys> | null;
  if (typeof keys?.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} has no publicKey and privateKey; remove it to generate new keys`);
  }
  return checkVapidKeys({ publicKey: keys.publicKey, privateKey: keys.privateKey }, file);
}

/**
 * The configured pair, else the one in DATA_DIR, else a new one written there. The file is written
 * whole under a temporary name (mode 600) and then linked into place, which fails if another process
 * starting on the same folder got there first: both then use the first one's keys.
 */
export async function resolveVapidKeys(
  configured: { publicKey?: string; privateKey?: string },
  dataDir: string,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return checkVapidKeys(
      { publicKey: configured.publicKey, privateKey: configured.privateKey },
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY',
    );
  }
  const file = join(dataDir, KEY_FILE);
  try {
    return parseKeyFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  const temporary = join(dataDir, `.${KEY_FILE}.${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKeyFile(await readFile(file, 'utf8'), file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Whether a subscription's p256dh (base64url) is a point on P-256: messages are encrypted to it. */
export function isP256PublicKey(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) return false;
  try {
    // Refuses bytes that are not a point on the curve.
    ECDH.convertKey(raw, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}
