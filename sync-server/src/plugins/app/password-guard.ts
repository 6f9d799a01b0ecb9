import { retryMessage } from '@habitat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';
import { addressKey } from '../../services/limits/address-key';

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
      keyGenerator: (request: FastifyRequest) =>
        `password-check:${subjects.get(request) ?? addressKey(request.ip)}`,
    });
    app.decorate('countPasswordCheck', async (request: FastifyRequest, subject: string) => {
      subjects.set(request, subject);
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        // Guesses at sign-in count per email; the others are a signed-in person's own password.
        const lead = subject.startsWith('email:')
          ? 'Too many sign-in attempts.'
          : 'Too many password attempts.';
        const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
        throw new HttpError(429, retryMessage(lead, seconds), { 'retry-after': String(seconds) });
      }
    });
  },
  { name: 'password-guard', dependencies: ['rate-limit'] },
);
