import { documentProblem, normalizeText } from '@habitat/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body is a batch of queued changes, each judged on its own by the writer (sync push): one
     * bad change is rejected alone and must never turn the whole batch, and so the queue, into a 400.
     */
    bodyCheckedPerMutation?: boolean;
  }
}

/**
 * The shared text rule (packages/protocol/src/text-rule.ts) at the door of every route: a body,
 * query or path holding U+0000, a lone surrogate or a document nested beyond any schema is refused
 * with 400 before validation, and every string that passes is stored in NFC. No route has to
 * remember it, so no field can reach the database with text PostgreSQL refuses.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const perMutation = request.routeOptions.config.bodyCheckedPerMutation === true;
      for (const part of [request.params, request.query, perMutation ? undefined : request.body]) {
        const problem = documentProblem(part);
        if (problem) throw badRequest(problem);
      }
      if (request.body !== undefined && !perMutation) request.body = normalizeText(request.body);
      if (request.query !== undefined) request.query = normalizeText(request.query);
    });
    // Query strings are converted to numbers by validation, and Ajv lets "Infinity" through any
    // integer bound: nothing infinite goes further than this.
    app.addHook('preHandler', async (request) => {
      for (const part of [request.query, request.params]) {
        if (part && typeof part === 'object' && Object.values(part).some(isNonFinite))
          throw badRequest('Numbers must be finite');
      }
    });
  },
  { name: 'text-rule' },
);

function isNonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}
