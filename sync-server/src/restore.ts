import { mkdir, readdir, rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from './config';
import { readBackup, restoreSecrets, stamp } from './services/backup-files';
import { backupSocketPath, serverListens } from './services/backup-socket';
import { lockingServer } from './services/server-lock';

/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` into
 * DATA_DIR, with the server stopped. A database already there is never overwritten: --force moves
 * it aside (pglite.before-restore-<time>), so a restore can itself be undone.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const config = loadConfig();

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const [from] = positionals;
if (!from) stop('Usage: npm run restore -- <backup folder> [--force]');
if (config.databaseUrl)
  stop(
    'This server keeps its data in PostgreSQL (DATABASE_URL): restore it with pg_restore, as docs/deploy.md says.',
  );
const running = await lockingServer(config.dataDir);
if (running !== null || (await serverListens(backupSocketPath(config.dataDir)))) {
  stop(
    `A server${running === null ? '' : ` (pid ${running})`} is running on this DATA_DIR: stop it before restoring.`,
  );
}

const folder = resolve(from);
const { manifest, database } = await readBackup(folder);
const target = resolve(config.dataDir, 'pglite');
const existing = await readdir(target).catch(() => [] as string[]);
const now = new Date();
if (existing.length > 0) {
  if (!values.force)
    stop(`${target} already holds a database. Run with --force to move it aside and restore.`);
  const aside = `${target}.before-restore-${stamp(now)}`;
  await rename(target, aside);
  console.log(`The database that was there is kept in ${aside}`);
}

await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
// Opening the copy runs PostgreSQL's recovery on it; a count proves the tables are readable.
const pglite = await PGlite.create({ dataDir: target, loadDataDir: new Blob([database]) });
try {
  const { rows } = await pglite.query<{ people: number }>('select count(*)::int as people from users');
  await restoreSecrets(folder, manifest, config.dataDir, now);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${target} (${rows[0]?.people ?? 0} accounts). Start the server as usual.`,
  );
} finally {
  await pglite.close();
}
