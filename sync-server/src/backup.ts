import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from './config';
import { writeBackup } from './services/backup-files';
import { backupSocketPath, NoServerAnswered, requestBackup, serverListens } from './services/backup-socket';
import { lockingServer } from './services/server-lock';

/**
 * `npm run backup [-- --out DIR] [--offline]`: a backup of the embedded database (and the secrets
 * in DATA_DIR) into DIR (./backups), taken by the running server between two statements, so writes
 * go on meanwhile. `--offline` copies a stopped server's folder directly. PostgreSQL: see docs/deploy.md.
 */
const { values } = parseArgs({
  options: { out: { type: 'string', default: 'backups' }, offline: { type: 'boolean', default: false } },
});
const config = loadConfig();

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  stop(
    'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump or WAL archiving, as docs/deploy.md says.',
  );
}

const socket = backupSocketPath(config.dataDir);

async function offlineCopy(): Promise<Uint8Array> {
  // Opening the folder while a server has it open would corrupt it: PGlite has no lock of its own.
  const pid = await lockingServer(config.dataDir);
  if (pid !== null || (await serverListens(socket)))
    stop(
      `A server${pid === null ? '' : ` (pid ${pid})`} is running on this DATA_DIR: run \`npm run backup\` without --offline.`,
    );
  const folder = resolve(config.dataDir, 'pglite');
  // PGlite would make a new, empty database in a folder that holds none.
  if ((await readdir(folder).catch(() => [])).length === 0) stop(`There is no database in ${folder}.`);
  const pglite = await PGlite.create({ dataDir: folder });
  try {
    return new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

async function onlineCopy(): Promise<Uint8Array> {
  try {
    return await requestBackup(socket);
  } catch (error) {
    if (error instanceof NoServerAnswered) {
      stop(
        `No running server answered at ${socket}. If the server is stopped, run \`npm run backup -- --offline\`.`,
      );
    }
    throw error;
  }
}

const began = performance.now();
const database = values.offline ? await offlineCopy() : await onlineCopy();
const folder = await writeBackup(resolve(values.out), database, config.dataDir);
console.log(
  `Backup written to ${folder} (${(database.length / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - began)} ms)`,
);
