import fp from 'fastify-plugin';
import { backupSocketPath, serveBackups } from '../../services/backup-socket';

/**
 * Opens the backup socket (services/backup-socket.ts) when this server owns an embedded database
 * on disk; PostgreSQL is backed up with its own tools (docs/deploy.md).
 */
export default fp(
  async (app) => {
    const { backup } = app.database;
    if (!backup || app.config.database) return;
    const path = backupSocketPath(app.config.dataDir);
    const stop = await serveBackups(
      path,
      async () => {
        const began = performance.now();
        const bytes = await backup();
        app.log.info({ bytes: bytes.length, ms: Math.round(performance.now() - began) }, 'backup taken');
        return bytes;
      },
      (error) => app.log.error({ err: error }, 'backup failed'),
    );
    app.addHook('onClose', stop);
  },
  { name: 'backup-socket', dependencies: ['db'] },
);
