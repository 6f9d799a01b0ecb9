import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The JWT signing secret: JWT_SECRET when given (required when several instances share a database),
 * otherwise one generated on first start and kept in the data folder so tokens survive restarts.
 * Never a constant: a fixed fallback would let anyone mint tokens for any deployment.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  const file = join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
