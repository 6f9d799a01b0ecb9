import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * How hard passwords are hashed. Every server hashes `strong`: loadConfig sets it and no setting
 * reads another. Only testConfig picks `cheap-for-tests`, because the test suites sign up
 * thousands of accounts and the production cost made that a large part of CI's time.
 */
export type PasswordHashing = 'strong' | 'cheap-for-tests';

// Strong is OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Cheap is argon2's smallest legal
// cost (8 KiB, one pass): still argon2id, so tests read and check the same kind of hash. Algorithm 2
// is Argon2id (a const enum in the library's types, which isolated modules cannot import).
const OPTIONS = {
  strong: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  'cheap-for-tests': { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

export function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  return hash(password, OPTIONS[hashing]);
}

// Checked when the account has no password, so a wrong email costs as much time as a wrong password.
const dummyHashes = new Map<PasswordHashing, Promise<string>>();

/** The stored hash names its own cost; `hashing` only sets the dummy's, for a missing account. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
  hashing: PasswordHashing,
): Promise<boolean> {
  if (!storedHash) {
    let dummy = dummyHashes.get(hashing);
    if (!dummy) {
      dummy = hashPassword(randomBytes(16).toString('hex'), hashing);
      dummyHashes.set(hashing, dummy);
    }
    await verify(await dummy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
