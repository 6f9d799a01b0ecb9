import { writeSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppConfig } from './config';
import { MIN_FREE_DISK_BYTES, writeProblemOf } from './db/write-failures';

/**
 * A server that cannot start says why in words an operator can act on, and exits with 1 for its
 * supervisor to try again (issue 28, item 7). The embedded database needs room to open: after a
 * crash it finishes recovering first, and that writes. On a full disk PGlite aborts with nothing
 * better than "Aborted()" or "ErrnoError 51", which was all the server printed, as an uncaught
 * exception. The chaos run met it: a server killed while its disk was full could not start again
 * until there was room, then started with nothing lost.
 */

/** Free bytes on the disk holding `dir`, read at the nearest folder of it that exists; null if none can be read. */
export async function freeBytesNear(dir: string): Promise<number | null> {
  let current = dir;
  for (;;) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch {
      const parent = dirname(current);
      if (parent === current) return null;
      current = parent;
    }
  }
}

export interface StartContext {
  /** The embedded database (no DATABASE_URL): its files are in `dataDir`. */
  embedded: boolean;
  dataDir: string;
  /** Free bytes on DATA_DIR's disk, where it could be read. */
  freeBytes: number | null;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why the server could not start, as the operator reads it. */
export function startFailureMessage(error: unknown, context: StartContext): string {
  const reason = error instanceof Error ? error.message : (JSON.stringify(error) ?? String(error));
  const lowOnRoom = context.freeBytes !== null && context.freeBytes < MIN_FREE_DISK_BYTES;
  if (context.embedded && (lowOnRoom || writeProblemOf(error) === 'disk_full')) {
    const free = context.freeBytes === null ? '' : ` (${megabytes(context.freeBytes)} free)`;
    return (
      `Habitat could not start: the disk holding DATA_DIR (${context.dataDir}) is full${free}, and the ` +
      'embedded database needs room to open (after a crash it first finishes recovering, which writes). ' +
      'What it saved is kept: free some space and start Habitat again. ' +
      `(The error was: ${reason})`
    );
  }
  if (writeProblemOf(error) === 'disk_full') {
    return `Habitat could not start: the database's disk is full (${reason}). Free some space on the database server and start Habitat again.`;
  }
  return `Habitat could not start: ${reason}`;
}

/**
 * Writes the reason as one log line (pino's shape, level fatal) to standard error: the log itself
 * may be on the disk that is full, and standard error is where a supervisor or a terminal shows a
 * failed start.
 */
export async function reportStartFailure(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  error: unknown,
  write: (line: string) => void = (line) => writeSync(2, line),
): Promise<void> {
  const embedded = !config.databaseUrl;
  const freeBytes = embedded ? await freeBytesNear(config.dataDir) : null;
  const msg = startFailureMessage(error, { embedded, dataDir: config.dataDir, freeBytes });
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { type: typeof error, message: JSON.stringify(error) ?? String(error) };
  try {
    write(`${JSON.stringify({ level: 60, time: Date.now(), msg, err })}\n`);
  } catch {
    // Nowhere to say it: the exit code still tells the supervisor.
  }
}
