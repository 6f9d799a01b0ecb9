import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, and applies pending migrations. Called by
 * buildApp before any plugin is registered: an upgrade's migrations take as long as they take
 * (35–39 s were seen), and inside a plugin they would race Fastify's plugin timeout, which stops
 * the server halfway through an upgrade.
 */
export async function openAppDatabase(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ database: DatabaseHandle; owned: boolean }> {
  const owned = !config.database;
  // At trace level every statement is logged with its time (SQL text only, never parameters).
  const onQuery =
    config.logLevel === 'trace'
      ? (sqlText: string, ms: number) => log.trace({ sql: sqlText, ms }, 'query')
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
              log.fatal({ err: error }, 'the embedded database stopped; shutting down');
              // Uncaught on purpose: the entry's close-with-grace closes the app and exits with 1.
              setImmediate(() => {
                throw error;
              });
            },
          }),
      ...(onQuery ? { onQuery } : {}),
    }));
  try {
    const began = performance.now();
    const applied = await migrateToLatest(database.db, config.migrationsDir);
    if (applied.length > 0)
      log.info({ applied, ms: Math.round(performance.now() - began) }, 'migrations applied');
  } catch (error) {
    if (owned) await database.close();
    throw error;
  }
  return { database, owned };
}

/** Makes the opened database `app.database`, and closes it with the app when the app opened it. */
export default fp(
  async (app, options: { database: DatabaseHandle; owned: boolean }) => {
    app.decorate('database', options.database);
    if (options.owned) app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
