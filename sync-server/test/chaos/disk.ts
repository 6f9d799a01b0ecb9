import { chown, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { mountSmallDisk, type SmallDisk } from '../helpers/small-disk';

/**
 * The small disk a chaos run fills and frees (test/helpers/small-disk.ts: a tmpfs, which needs
 * root). The server's log is always on it. With PGlite the whole data folder is too, so a full disk
 * is the database's own. With PostgreSQL the run's database is put in a tablespace on it, which
 * needs the PostgreSQL server on this machine and a superuser; its WAL stays on the server's own
 * disk (only PostgreSQL's tables and indexes fill up). Where the database cannot be put there, only
 * the log's disk fills; where no disk can be mounted, the run has no full-disk episodes. The report
 * says which, and why.
 */
export interface ChaosDisk {
  /** The small disk, or null where none can be mounted. */
  disk: SmallDisk | null;
  /** Whether the database's files are on it (else only the log is). */
  holdsDatabase: boolean;
  /** The PostgreSQL tablespace on it, for the run's database. */
  tablespace: string | null;
  /** Why the database is not on it, when it is not. */
  reason: string | null;
  /** Drops the tablespace (after the database) and unmounts the disk. */
  remove(): Promise<void>;
}

/** 96 MB holds PGlite's 40 MB and a 16 MB WAL segment with room for the run's writes. */
const PGLITE_DISK_MB = 96;
const POSTGRES_DISK_MB = 32;

export async function prepareDisk(kind: 'pglite' | 'postgres', runId: string): Promise<ChaosDisk> {
  const disk = await mountSmallDisk(kind === 'pglite' ? PGLITE_DISK_MB : POSTGRES_DISK_MB);
  if (!disk) {
    const reason = 'mounting a small tmpfs needs root, and this run is not root';
    return { disk: null, holdsDatabase: false, tablespace: null, reason, remove: async () => {} };
  }
  if (kind === 'pglite') {
    return { disk, holdsDatabase: true, tablespace: null, reason: null, remove: () => disk.remove() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL chaos run needs TEST_DATABASE_URL');
  const tablespace = `habitat_chaos_${runId}`;
  const location = join(disk.path, 'tablespace');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The directory must belong to the user PostgreSQL runs as: the owner of its data directory,
    // which is only readable here when the server runs on this machine.
    const { rows } = await admin.query<{ dir: string }>("select current_setting('data_directory') as dir");
    const owner = await stat(rows[0]?.dir ?? '');
    await mkdir(location);
    await chown(location, owner.uid, owner.gid);
    await admin.query(`create tablespace ${pg.escapeIdentifier(tablespace)} location '${location}'`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const reason = `PostgreSQL cannot keep the database on the small disk (${why}); that needs PostgreSQL on this machine and a superuser, so only the log's disk fills`;
    return { disk, holdsDatabase: false, tablespace: null, reason, remove: () => disk.remove() };
  } finally {
    await admin.end();
  }
  return {
    disk,
    holdsDatabase: true,
    tablespace,
    reason: null,
    async remove() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop tablespace if exists ${pg.escapeIdentifier(tablespace)}`);
      } finally {
        await client.end();
      }
      await disk.remove();
    },
  };
}
