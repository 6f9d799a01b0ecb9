import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';
import { openTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
const folder = loadConfig({}).migrationsDir;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('apply in order on an empty database and are not applied twice', async () => {
    const first = await migrateToLatest(database.db, folder);
    expect(first[0]).toBe('0001_init');
    expect(await migrateToLatest(database.db, folder)).toEqual([]);
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema() order by 1`.execute(
      database.db,
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'preferences']));
  });

  it('parse int8 and date the same way on PGlite and PostgreSQL', async () => {
    const { rows } = await sql<{ small: unknown; huge: unknown; day: unknown }>`
      select 42::int8 as small, 9007199254740993::int8 as huge, date '2026-03-29' as day`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ small: 42, huge: '9007199254740993', day: '2026-03-29' });
  });
});
