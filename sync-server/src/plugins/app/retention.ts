import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../../services/retention';

const EVERY_MS = 6 * 3600_000;

/** Purges what sync keeps only for a while (services/retention.ts) soon after start, then every 6 hours. */
export default fp(
  async (app: FastifyInstance) => {
    if (app.config.retentionDays <= 0) return;
    const run = async () => {
      const now = app.config.clock?.() ?? Date.now();
      const cutoff = new Date(now - app.config.retentionDays * 86_400_000);
      try {
        const { maintenance, sync } = app.repos;
        const summary = await purgeExpired(
          { db: app.database.db, maintenance, sync, groupRecords: app.repos.groupRecords },
          cutoff,
          new Date(now),
        );
        if (Object.values(summary).some((count) => count > 0)) app.log.info(summary, 'purged');
      } catch (err) {
        app.log.error({ err }, 'purge failed');
      }
    };
    // Not at once: a starting server has other work, and tests start many servers.
    const first = setTimeout(run, 60_000).unref();
    const timer = setInterval(run, EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'retention', dependencies: ['db', 'repositories'] },
);
