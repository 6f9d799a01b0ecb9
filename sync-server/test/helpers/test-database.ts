import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import './test-run';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';

/**
 * One database per test file: an in-memory PGlite started from the run's migrated copy (made by
 * global-setup.ts), or a private schema in the PostgreSQL of TEST_DATABASE_URL so files running in
 * parallel never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.HABITAT_TEST_DB !== 'postgres') {
    const path = inject('pgliteSnapshot');
    return openDatabase({ kind: 'pglite', ...(path ? { snapshot: await readFile(path) } : {}) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('HABITAT_TEST_DB=postgres needs TEST_DATABASE_URL');
  // The run's id first: the run drops its own schemas when it ends, and no other run's.
  const schema = `test_${inject('testRun')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  // The schema itself is dropped by the global teardown (global-setup.ts), after every file is done.
  return openDatabase({ kind: 'postgres', url, poolSize: 4, searchPath: schema });
}

/** Empties every application table (not the migration bookkeeping) between tests. */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(handle.db);
  if (rows.length === 0) return;
  const tables = rows.map((r) => `"${r.name}"`).join(', ');
  await sql.raw(`truncate ${tables} restart identity cascade`).execute(handle.db);
}
