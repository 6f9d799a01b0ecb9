import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../../dto/user-dto';
import { type CountOnSuccess, LimitGuard, type LimitSubjects } from '../../services/limits/limit-guard';
import { LIMIT_IDS, type LimitId, type LimitTable } from '../../services/limits/limit-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits of the table, kept in the shared store (services/limits/limit-guard.ts). */
    limits: LimitGuard;
  }
}

function subjectsOf(request: FastifyRequest): LimitSubjects {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? normalizeEmail(body.email) : undefined;
  const params = request.params as { id?: unknown } | undefined;
  const groupId = typeof params?.id === 'string' ? params.id : undefined;
  return {
    // Routes that are signed in have checked the session before this runs (their preHandler or
    // the plugin's, which Fastify runs first); request.auth is absent elsewhere.
    ...(request.auth?.userId ? { userId: request.auth.userId } : {}),
    address: request.ip,
    ...(email ? { invitedEmail: email } : {}),
    ...(groupId ? { workspaceId: groupId } : {}),
  };
}

/** The rate limits the table names for a route ('POST /api/workspaces/:id/join'). */
function rateLimitsOf(table: LimitTable, route: string): LimitId[] {
  return LIMIT_IDS.filter((id) => {
    const rule = table[id];
    return rule.kind === 'rate' && !rule.countedBeforeBody && rule.routes.includes(route);
  });
}

/**
 * Guards every route the table names with its rate limits, added as the route's last preHandler
 * (after the session is known and the body is valid: a refused or malformed request counts for
 * nothing). `at once` limits and caps are kept where the work is (routes, the write path), from the
 * same table.
 */
export default fp(
  async (app) => {
    const guard = new LimitGuard(app.config.limits, app.limitStore, app.log);
    app.decorate('limits', guard);
    // Counts a request makes only if it succeeded (the invitation re-send slot), until its answer.
    const onSuccess = new WeakMap<FastifyRequest, CountOnSuccess>();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const ids = methods.flatMap((method) => rateLimitsOf(guard.table, `${method} ${route.url}`));
      if (ids.length === 0) return;
      const check: preHandlerHookHandler = async (request) => {
        onSuccess.set(request, await guard.take(ids, subjectsOf(request)));
      };
      const existing = route.preHandler;
      route.preHandler =
        existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
    });
    app.addHook('onResponse', async (request, reply) => {
      const pending = onSuccess.get(request);
      if (pending && reply.statusCode >= 200 && reply.statusCode < 300) await pending.succeeded();
    });
  },
  { name: 'limits', dependencies: ['limit-store', 'authenticate'] },
);
