import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrator';
import './test-run';

/** Schemas of runs that began this long ago are leftovers of a run that was killed. */
const STALE_SECONDS = 6 * 3600;

/**
 * Test schemas are dropped here, not by each file: dropping a schema while another file's migrator
 * lists the database's tables makes that listing fail ("schema … does not exist"). Each run drops
 * only its own schemas at the end, and leftovers of old runs at the start: the PGlite and
 * PostgreSQL projects each run this, and one finishing first must not drop the other's schemas
 * while its files still use them (it did, failing whole files with 500s).
 */
async function dropSchemas(matches: (run: { started: number; name: string }) => boolean): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'test\\_%'",
    );
    for (const { name } of rows) {
      const started = Number(name.split('_')[1]);
      if (!matches({ started: Number.isFinite(started) ? started : 0, name })) continue;
      await client.query(`drop schema if exists ${pg.escapeIdentifier(name)} cascade`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates one PGlite database and dumps its folder to a file: every test file then
 * loads that copy, which costs under half the CPU of creating and migrating its own (measured
 * 2.3–2.6 s against 5.3–5.7 s a file; see docs/decisions.md).
 */
async function migratedPgliteSnapshot(run: string): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db, loadConfig({}).migrationsDir);
    const path = join(tmpdir(), `habitat-pglite-${run}.tar`);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  } finally {
    await db.destroy(); // Closes PGlite too, once it has run a query.
    if (!pglite.closed) await pglite.close();
  }
}

/** Returns this run's teardown, which holds its own id (each project runs the setup). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const now = Math.floor(Date.now() / 1000);
  const run = `${now}_${randomBytes(3).toString('hex')}`;
  project.provide('testRun', run);
  const snapshot = project.name === 'pglite' ? await migratedPgliteSnapshot(run) : '';
  project.provide('pgliteSnapshot', snapshot);
  await dropSchemas(({ started }) => started < now - STALE_SECONDS);
  return async () => {
    if (snapshot) await rm(snapshot, { force: true });
    await dropSchemas(({ name }) => name.startsWith(`test_${run}_`));
  };
}
