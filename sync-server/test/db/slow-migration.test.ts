import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from '../helpers/test-database';

/**
 * An upgrade whose migrations take longer than a plugin may take to load (issue 28, item 10: one
 * took 35–39 s against a 60 s plugin timeout). The bound is shortened here, and the migration is
 * made slower than it: the app must still come up, migrated.
 */
let database: DatabaseHandle | undefined;
let folder: string | undefined;

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('run to the end however long they take, bound by no plugin timeout', async () => {
    folder = await mkdtemp(join(tmpdir(), 'habitat-migrations-'));
    await cp(testConfig().migrationsDir, folder, { recursive: true });
    await writeFile(
      join(folder, '9999_slow_upgrade.sql'),
      // Busy for 3 s by the database's own clock (PGlite has no sleep that returns).
      `do $$ declare began timestamptz := clock_timestamp(); begin
         while clock_timestamp() < began + interval '3 seconds' loop end loop;
       end $$;
       create table slow_upgrade_done (id int);`,
    );
    database = await openTestDatabase();
    const app = await buildApp(testConfig({ database, migrationsDir: folder, pluginTimeoutMs: 1500 }));
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration where name = '9999_slow_upgrade'`.execute(database.db);
      expect(rows).toEqual([{ name: '9999_slow_upgrade' }]);
    } finally {
      await app.close();
    }
  }, 120_000);
});
