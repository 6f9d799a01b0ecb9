import { join } from 'node:path';
import fp from 'fastify-plugin';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, and applies pending migrations before serving. */
export default fp(
  async (app) => {
    const { config } = app;
    const owned = !config.database;
    // At trace level every statement is logged with its time (SQL text only, never parameters).
    const onQuery =
      config.logLevel === 'trace'
        ? (sqlText: string, ms: number) => app.log.trace({ sql: sqlText, ms }, 'query')
        : undefined;
    const database =
      config.database ??
      (await openDatabase({
        ...(config.databaseUrl
          ? { kind: 'postgres' as const, url: config.databaseUrl }
          : { kind: 'pglite' as const, dataDir: join(config.dataDir, 'pglite') }),
        ...(onQuery ? { onQuery } : {}),
      }));
    try {
      const applied = await migrateToLatest(database.db, config.migrationsDir);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.decorate('database', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
