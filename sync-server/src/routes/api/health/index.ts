import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_VERSION } from '@habitat/domain';
import { HealthResponse } from '@habitat/protocol';
import type { FastifyInstance } from 'fastify';
import { MIN_FREE_DISK_BYTES, writeProblemOf } from '../../../db/write-failures';

/** How long the database may take to answer a ping before the server calls itself degraded. */
export const HEALTH_PING_TIMEOUT_MS = 5000;

type Problem = NonNullable<HealthResponse['data']['problem']>;

/** Runs `work`, failing it after the timeout: a health check never waits forever. */
async function inTime<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('the database did not answer in time')),
      HEALTH_PING_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why this instance should not take traffic, or null. Reads: the database answers. Writes: none
 * was refused lately, a committing write goes through (not read-only, the WAL writable), and, on
 * the embedded database, its disk has room.
 */
async function readinessProblem(app: FastifyInstance): Promise<Problem | null> {
  const { database } = app;
  try {
    await inTime(() => database.ping());
  } catch {
    return 'database_unreachable';
  }
  const recent = app.writeHealth.recentProblem();
  if (recent) return recent;
  try {
    await inTime(() => database.probeWrite());
  } catch (error) {
    return writeProblemOf(error) ?? 'database_unreachable';
  }
  if (database.freeBytes) {
    const free = await inTime(
      () => database.freeBytes?.() ?? Promise.resolve(Number.POSITIVE_INFINITY),
    ).catch(() => Number.POSITIVE_INFINITY);
    if (free < MIN_FREE_DISK_BYTES) return 'disk_full';
  }
  return null;
}

/**
 * Public: load balancers and orchestrators read the status code (a readiness probe), and the
 * settings page reads the status line and the support links (issue 27) from the body. A database
 * that does not answer, or cannot write, is 'degraded' with a 503, still in the success shape so
 * the page can show the links and the version; `problem` says which.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const problem = await readinessProblem(app);
      if (problem) {
        app.log.warn({ problem }, 'health: degraded');
        reply.code(503);
      }
      return {
        success: true as const,
        data: {
          status: problem ? ('degraded' as const) : ('ok' as const),
          database: app.database.kind,
          version: APP_VERSION,
          uptimeSeconds: Math.round(process.uptime()),
          support: app.config.support,
          ...(problem ? { problem } : {}),
        },
      };
    },
  );
};

export default health;
