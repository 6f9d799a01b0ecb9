import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one password check against `subject` (an account or an email address) and answers
     * 429 past the limit. Every route that verifies a password calls it first, so neither a
     * rotating address nor a stolen session gets unlimited guesses.
     */
    countPasswordCheck(request: FastifyRequest, subject: string): Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const subjects = new WeakMap<FastifyRequest, string>();
    const limit = app.createRateLimit({
      max: app.config.passwordRateLimit.max,
      timeWindow: app.config.passwordRateLimit.timeWindowMs,
      keyGenerator: (request: FastifyRequest) => `password-check:${subjects.get(request) ?? request.ip}`,
    });
    app.decorate('countPasswordCheck', async (request: FastifyRequest, subject: string) => {
      subjects.set(request, subject);
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded)
        throw new HttpError(429, 'Too many requests. Please try again later.');
    });
  },
  { name: 'password-guard', dependencies: ['rate-limit'] },
);
