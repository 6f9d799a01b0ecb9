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
          : {
              kind: 'pglite' as const,
              dataDir: join(config.dataDir, 'pglite'),
              // A server without its database can only fail every request: stop, so a supervisor
              // (or the person at the terminal) starts it again on the folder, which PGlite recovers.
              onCrash: (error: Error) => {
                app.log.fatal({ err: error }, 'the embedded database stopped; shutting down');
                // Uncaught on purpose: the entry's close-with-grace closes the app and exits with 1.
                setImmediate(() => {
                  throw error;
                });
              },
            }),
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
