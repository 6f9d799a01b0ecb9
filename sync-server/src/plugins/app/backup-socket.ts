import fp from 'fastify-plugin';
import { backupSocketPath, serveBackups } from '../../services/backup-socket';
import { holdServerLock } from '../../services/server-lock';

/**
 * Holds DATA_DIR's lock file (services/server-lock.ts) and opens the backup socket (services/backup-socket.ts) when this server owns an embedded database
 * on disk; PostgreSQL is backed up with its own tools (docs/deploy.md).
 */
export default fp(
  async (app) => {
    const { backup } = app.database;
    if (!backup || app.config.database) return;
    // The folder is this server's until it stops: backup --offline and restore check this file.
    const unlock = await holdServerLock(app.config.dataDir);
    app.addHook('onClose', unlock);
    const path = backupSocketPath(app.config.dataDir);
    let stop: () => Promise<void>;
    try {
      stop = await serveBackups(
        path,
        async () => {
          const began = performance.now();
          const bytes = await backup();
          app.log.info({ bytes: bytes.length, ms: Math.round(performance.now() - began) }, 'backup taken');
          return bytes;
        },
        (error) => app.log.error({ err: error }, 'backup failed'),
      );
    } catch (error) {
      // A DATA_DIR whose path is too long for a socket (about 100 bytes), or a file system without
      // sockets: the server runs all the same, and says why online backups cannot reach it.
      app.log.error(
        { err: error, path },
        'backup socket not opened: `npm run backup` cannot reach this server',
      );
      return;
    }
    app.addHook('onClose', stop);
  },
  { name: 'backup-socket', dependencies: ['db'] },
);
