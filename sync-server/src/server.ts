import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { reportStartFailure } from './start-failure';

/** Standalone entry: read the environment, start, and close cleanly on SIGINT/SIGTERM. */
const startedAt = performance.now();

// Whatever else writes to standard output or error (Node's warnings, the embedded database's
// messages): on a full disk their write fails with an 'error' event, which, unheard, would be an
// uncaught exception and a shutdown. Losing such a message is the lesser harm.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  // Said in words (a full disk, most often), then out with 1: a supervisor starts it again.
  await reportStartFailure(config, error);
  process.exit(1);
}

// On SIGTERM: stop accepting, answer what is in flight, close the database; past the grace period
// the process exits anyway (1), and a transaction cut short is rolled back, never half applied.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  // A second bound of our own: whatever happens while closing (a log that cannot be written, a
  // hook that never returns), a process that began to stop is gone soon after the grace period,
  // so a supervisor restarts it instead of waiting on a process that answers nothing.
  setTimeout(() => process.exit(1), config.shutdownGraceMs + 1000).unref();
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

try {
  await app.listen({ host: config.host, port: config.port });
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    `Habitat is ready on http://localhost:${config.port} (${database})`,
  );
} catch (err) {
  app.log.error({ err }, 'failed to start');
  await app.close();
  process.exit(1);
}
