import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('bring emails stored in another Unicode form to NFC, without making two accounts collide', async () => {
    const fresh = await openTestDatabase();
    const before = await mkdtemp(join(tmpdir(), 'habitat-migrations-'));
    try {
      for (const name of (await readdir(folder)).filter((file) => file < '0011')) {
        await copyFile(join(folder, name), join(before, name));
      }
      await migrateToLatest(fresh.db, before);
      const decomposed = 'zoe\u0308@example.com';
      const twinDecomposed = 'noe\u0308l@example.com';
      await sql`insert into users (id, name, email) values
        (${randomUUID()}, 'Zoë', ${decomposed}),
        (${randomUUID()}, 'Noël', ${twinDecomposed}),
        (${randomUUID()}, 'Noël too', ${twinDecomposed.normalize('NFC')})`.execute(fresh.db);
      expect(await migrateToLatest(fresh.db, folder)).toContain('0011_nfc_emails');
      const { rows } = await sql<{ email: string }>`select email from users order by email`.execute(fresh.db);
      expect(rows.map((r) => r.email).sort()).toEqual(
        ['zo\u00eb@example.com', twinDecomposed, twinDecomposed.normalize('NFC')].sort(),
      );
    } finally {
      await fresh.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
