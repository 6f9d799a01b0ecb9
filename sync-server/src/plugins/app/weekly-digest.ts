import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendWeeklyDigests } from '../../services/weekly-digest';

/**
 * Runs the weekly summary (services/weekly-digest.ts) every `weeklySummaryEveryMs`. Nothing is held
 * in memory between runs: what was sent is in weekly_digests, so a restart, or a second instance,
 * neither loses a week nor sends one twice.
 */
export default fp(
  async (app: FastifyInstance) => {
    const every = app.config.weeklySummaryEveryMs;
    if (every <= 0) return;
    // Without a mail server nobody would receive them: the outbox folder would only fill up, a file
    // per person a week. Weeks are not recorded either, so the first summaries go out once SMTP_URL
    // is set.
    if (app.mailer.delivery !== 'smtp') {
      app.log.info('weekly summaries off: no SMTP_URL');
      return;
    }
    const deps = {
      repo: app.repos.weeklyDigests,
      mailer: app.mailer,
      zones: app.timeZones,
      publicUrl: app.config.publicUrl,
      log: app.log,
    };
    let running: Promise<void> | null = null;
    const run = () => {
      // A slow run is not overlapped by the next tick.
      if (running) return;
      running = (async () => {
        try {
          const summary = await sendWeeklyDigests(deps, new Date((app.config.clock ?? Date.now)()));
          if (summary.sent + summary.failed > 0) app.log.info(summary, 'weekly summaries');
        } catch (err) {
          app.log.error({ err }, 'weekly summaries failed');
        } finally {
          running = null;
        }
      })();
    };
    // Not at once: a starting server has other work first.
    const first = setTimeout(run, Math.min(every, 30_000)).unref();
    const timer = setInterval(run, every).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'weekly-digest', dependencies: ['db', 'repositories', 'mailer', 'sync'] },
);
