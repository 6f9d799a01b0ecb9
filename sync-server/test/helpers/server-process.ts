import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The standalone entry as `npm start` runs it (through tsx, or the bundle `npm start` builds), as a
 * child process a test can stop with SIGTERM or kill -9, on the embedded database of a data folder
 * or on a database of its own in the PostgreSQL of TEST_DATABASE_URL.
 */
const entry = join(import.meta.dirname, '../../src/server.ts');
const bundle = join(import.meta.dirname, '../../dist/server.js');

export interface ServerHome {
  env: Record<string, string>;
  /** A query on the server's database, from outside the server (PostgreSQL only). */
  remove(): Promise<void>;
}

/**
 * Where a server keeps its data: a fresh data folder, or a fresh PostgreSQL database. `dataDir`
 * puts the folder somewhere given (a small disk); `tablespace` puts the PostgreSQL database's files
 * in one (on a small disk too).
 */
export async function serverHome(
  kind: 'pglite' | 'postgres',
  options: { dataDir?: string; tablespace?: string } = {},
): Promise<ServerHome> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'habitat-process-')));
  if (kind === 'pglite') {
    return { env: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL server home needs TEST_DATABASE_URL');
  const name = `habitat_process_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    `create database ${name}${options.tablespace ? ` tablespace ${pg.escapeIdentifier(options.tablespace)}` : ''}`,
  );
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString() },
    async remove() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function randomPort(): number {
  return 4500 + Math.floor(Math.random() * 4000);
}

/**
 * `stdout`: a file descriptor the server's log goes to (a file on a disk a test fills). `bundle`:
 * run the built dist/server.js, exactly as `npm start` does, instead of the sources through tsx.
 * `env`: more of the server's environment. `up`: the health answers that count as started (200;
 * a server started on a full disk is up and says 503).
 */
export async function startServer(
  port: number,
  home: ServerHome,
  options: {
    stdout?: number;
    bundle?: boolean;
    env?: Record<string, string>;
    up?: (status: number) => boolean;
  } = {},
): Promise<ChildProcess> {
  const up = options.up ?? ((status: number) => status === 200);
  const child = spawn(process.execPath, options.bundle ? [bundle] : ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...home.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      AUTH_RATE_LIMIT_MAX: '10000',
      // With REDIS_URL set (CI), counts of its own: never those of an earlier run on the same Redis.
      REDIS_KEY_PREFIX: `habitat-test:${randomUUID()}:`,
    },
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
  });
  // What the server said, for the message when it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early with ${child.exitCode ?? child.signalCode}: ${output}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => up(r.status),
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 90 s: ${output}`);
}

/** Sends `signal` and resolves with the exit code and how long the process took to go. */
export function stopServer(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; ms: number }> {
  const began = performance.now();
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, ms: performance.now() - began }));
    child.kill(signal);
  });
}
