import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { splitSqlStatements } from './sql-script';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Reads hand-written SQL migrations (`0001_init.sql`, …) from one folder, in name order. */
export class SqlFolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((name) => MIGRATION_FILE.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const statements = splitSqlStatements(await readFile(join(this.folder, file), 'utf8'));
      migrations[file.replace(/\.sql$/, '')] = {
        async up(db) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest<DB>(db: Kysely<DB>, folder: string): Promise<string[]> {
  // Named explicitly: Kysely otherwise looks for its tables in any schema and is misled by a
  // neighbour (several test schemas share one PostgreSQL database).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new SqlFolderMigrationProvider(folder),
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
