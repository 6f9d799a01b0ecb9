import { rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * How `npm run backup` asks a running server for a copy of its embedded database. The server is
 * the only process that may open PGlite's folder (PGlite has no lock: a second opener corrupts
 * it), and copying the files from outside while it writes gives a torn copy. So the copy is taken
 * inside the server, between two statements, and handed out through a Unix socket in DATA_DIR.
 * The socket file is the owner's alone (0600): whoever can read it could read the folder anyway,
 * and it is never on the network, so it needs no account or token.
 *
 * The exchange: the client sends "backup\n"; the server answers one JSON line, `{"ok":true,
 * "bytes":N}` followed by N bytes of gzipped tar, or `{"ok":false,"error":"…"}`.
 */
export const BACKUP_SOCKET_FILE = 'backup.sock';

export const backupSocketPath = (dataDir: string) => join(dataDir, BACKUP_SOCKET_FILE);

export async function serveBackups(
  path: string,
  backup: () => Promise<Uint8Array>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // A socket file left by a server that was killed: nothing listens on it any more.
  await rm(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    let asked = '';
    socket.on('data', (chunk) => {
      asked += chunk.toString();
      if (!asked.includes('\n')) return;
      socket.removeAllListeners('data');
      void answer(socket, asked.trim(), backup, onError);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket file is made by bind(), inside listen(), under the umask: 0o077 makes it the
    // owner's from the start, with no moment in which another user could connect and ask for a backup.
    const umask = process.umask(0o077);
    try {
      server.listen(path, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(path, { force: true });
  };
}

async function answer(
  socket: Socket,
  request: string,
  backup: () => Promise<Uint8Array>,
  onError: (error: unknown) => void,
) {
  if (request !== 'backup') {
    socket.end(`${JSON.stringify({ ok: false, error: `unknown request "${request.slice(0, 40)}"` })}\n`);
    return;
  }
  try {
    const bytes = await backup();
    socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
    socket.end(bytes);
  } catch (error) {
    onError(error);
    socket.end(
      `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
  }
}

/** Thrown when no server listens on the socket: it is stopped (or was never started on this folder). */
export class NoServerAnswered extends Error {}

/** Asks the server listening at `path` for a backup; resolves to the gzipped tar. */
export function requestBackup(path: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new NoServerAnswered(`No server answered at ${path}`));
      } else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('The server closed the connection without an answer'));
      const header = JSON.parse(all.subarray(0, newline).toString()) as
        | { ok: true; bytes: number }
        | { ok: false; error: string };
      if (!header.ok) return reject(new Error(`The server could not take a backup: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(new Error(`The backup arrived cut short (${body.length} of ${header.bytes} bytes)`));
      }
      resolve(new Uint8Array(body));
    });
  });
}

/** Whether a server is listening at `path` (a restore must not run under a live server). */
export function serverListens(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
