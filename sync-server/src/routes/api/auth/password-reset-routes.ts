import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_RESET_MESSAGES, signupPasswordError } from '@habitat/domain';
import {
  AuthResponse,
  errorResponses,
  ForgotPasswordBody,
  OkMessage,
  PasswordResetResponse,
  ResetPasswordBody,
  ResetTokenParams,
} from '@habitat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail, toUserDto } from '../../../dto/user-dto';
import { badRequest, notFound } from '../../../errors';
import { hashToken } from '../../../services/invitation-links';
import { passwordResetEmail } from '../../../services/password-reset-email';
import { hashPassword } from '../../../services/passwords';

/**
 * A forgot-password request is answered no sooner than this after it arrived, for a known address
 * and an unknown one alike: a known one costs a transaction more, and without a floor the time of
 * the answer would tell whether an address has an account. Far above that transaction's cost,
 * and short for a person who just asked for a link. The email itself is sent after the answer.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

/**
 * A forgotten password, reset by email (the links: services/password-resets.ts). Asking answers the
 * same sentence whether or not the address has an account. Setting the new password ends every
 * session and starts a new one here.
 */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions, passwordResets: resets } = app.repos;
  const links = app.services.passwordResets;
  const { refusalOf } = links;
  const authLimit = {
    rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.timeWindowMs },
  };

  /** Makes and mails a reset link if `email` has an account and its hourly allowance is not used up. */
  async function sendResetLink(email: string, log: FastifyBaseLogger): Promise<void> {
    const account = await users.findByEmail(email);
    if (!account) return;
    const token = await links.issue(account.id);
    if (!token) {
      log.info({ userId: account.id }, 'password reset not sent: hourly limit reached');
      return;
    }
    const link = `${app.config.publicUrl}/reset-password/${token}`;
    await app.mailer.send(passwordResetEmail({ to: account.email, name: account.name, link }));
  }

  app.post(
    '/forgot-password',
    {
      config: authLimit,
      schema: { body: ForgotPasswordBody, response: { 200: OkMessage, ...errorResponses } },
    },
    async (request) => {
      const began = performance.now();
      const email = normalizeEmail(request.body.email);
      try {
        // Everything that depends on whether the address is known (the look-up, the token's
        // transaction, the mail) runs after the answer, so its time tells nothing; a failure there
        // is logged, never shown to the caller.
        app.backgroundMail.run(
          () => sendResetLink(email, request.log),
          (error) => request.log.error({ err: error }, 'password reset not sent'),
        );
        const message =
          app.mailer.delivery === 'smtp'
            ? PASSWORD_RESET_MESSAGES.requested(email)
            : PASSWORD_RESET_MESSAGES.requestedNoEmail(email);
        return { success: true as const, message };
      } finally {
        // Every answer, however it ends, takes at least the floor.
        const early = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - began);
        if (early > 0) await delay(early);
      }
    },
  );

  app.get(
    '/password-resets/:token',
    {
      config: authLimit,
      schema: { params: ResetTokenParams, response: { 200: PasswordResetResponse, ...errorResponses } },
    },
    async (request) => {
      const reset = await resets.find(hashToken(request.params.token));
      const refusal = refusalOf(reset);
      if (refusal || !reset) throw refusal;
      return { success: true as const, data: { email: reset.email } };
    },
  );

  app.post(
    '/reset-password',
    {
      config: authLimit,
      schema: { body: ResetPasswordBody, response: { 200: AuthResponse, ...errorResponses } },
    },
    async (request) => {
      const tokenHash = hashToken(request.body.token);
      // Checked before the password is hashed, so a dead link costs no hashing.
      const found = await resets.find(tokenHash);
      const early = refusalOf(found);
      if (early || !found) throw early;
      const problem = signupPasswordError(request.body.password);
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(request.body.password, app.config.passwordHashing);

      const outcome = await links.reset(found.user_id, tokenHash, passwordHash);
      if ('refusal' in outcome) throw outcome.refusal;
      app.sessionCache.forget(outcome.userId);
      app.profileCache.forget(outcome.userId);

      const sessionId = randomUUID();
      await sessions.create({ id: sessionId, userId: outcome.userId, remember: true });
      const profile = await users.findProfile(outcome.userId);
      if (!profile) throw notFound('User not found');
      request.log.info({ userId: outcome.userId }, 'password reset by email');
      return {
        success: true as const,
        data: { token: app.jwt.sign({ sub: outcome.userId, sid: sessionId }), user: toUserDto(profile) },
        message: PASSWORD_RESET_MESSAGES.done,
      };
    },
  );
};

export default passwordResetRoutes;
