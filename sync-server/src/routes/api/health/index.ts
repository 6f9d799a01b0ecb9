import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_VERSION } from '@habitat/domain';
import { HealthResponse } from '@habitat/protocol';

/** How long the database may take to answer a ping before the server calls itself degraded. */
export const HEALTH_PING_TIMEOUT_MS = 5000;

/** Resolves true when the database answered in time; a health check never waits forever. */
async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Public: load balancers read the status code, and the settings page reads the status line and the
 * support links (issue 27) from the body. A database that does not answer is 'degraded' with a 503,
 * still in the success shape so the page can show the links and the version.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const ok = await databaseAnswers(() => app.database.ping());
      if (!ok) {
        app.log.warn('health: the database did not answer');
        reply.code(503);
      }
      return {
        success: true as const,
        data: {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: app.database.kind,
          version: APP_VERSION,
          uptimeSeconds: Math.round(process.uptime()),
          support: app.config.support,
        },
      };
    },
  );
};

export default health;
