import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signupPasswordError } from '@habitat/domain';
import {
  AuthResponse,
  errorResponses,
  LoginBody,
  MeResponse,
  OkMessage,
  RefreshResponse,
  RegisterBody,
} from '@habitat/protocol';
import { normalizeEmail, toUserDto } from '../../../dto/user-dto';
import { badRequest, conflict, notFound, unauthorized } from '../../../errors';
import { hashToken } from '../../../services/invitation-links';
import { hashPassword, verifyPassword } from '../../../services/passwords';
import { DUPLICATE_EMAIL } from '../../../services/sign-up';

/** How long after its expiry a token can still be exchanged for a new one. */
export const REFRESH_GRACE_SECONDS = 7 * 24 * 3600;

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions } = app.repos;
  const authLimit = {
    rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.timeWindowMs },
  };

  async function startSession(userId: string, remember: boolean): Promise<string> {
    const sessionId = randomUUID();
    await sessions.create({ id: sessionId, userId, remember });
    return app.jwt.sign({ sub: userId, sid: sessionId });
  }

  app.post(
    '/register',
    {
      config: authLimit,
      schema: { body: RegisterBody, response: { 201: AuthResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { name, password, invitationToken } = request.body;
      const email = normalizeEmail(request.body.email);
      const passwordProblem = signupPasswordError(password);
      if (passwordProblem) throw badRequest(passwordProblem);
      if (await users.findByEmail(email)) throw conflict(DUPLICATE_EMAIL);
      // A zone this server cannot store is no reason to refuse a sign-up: the account starts in UTC
      // and the app offers the device's zone later.
      const timezone = request.body.timezone ? app.timeZones.storable(request.body.timezone) : null;
      const passwordHash = await hashPassword(password, app.config.passwordHashing);
      const { user, joined } = await app.services.signUp({
        email,
        name: name.trim(),
        passwordHash,
        timezone,
        invitationTokenHash: invitationToken ? hashToken(invitationToken) : undefined,
      });
      const group = joined ? await app.repos.groups.find(joined) : undefined;
      const token = await startSession(user.id, true);
      return reply.status(201).send({
        success: true,
        data: {
          token,
          user: toUserDto(user),
          ...(group ? { joinedWorkspace: { id: group.id, name: group.name } } : {}),
        },
      });
    },
  );

  app.post(
    '/login',
    { config: authLimit, schema: { body: LoginBody, response: { 200: AuthResponse, ...errorResponses } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      // Per address (the route's limit) and per account: guesses spread over many addresses
      // still meet a limit.
      await app.countPasswordCheck(request, `email:${email}`);
      const account = await users.findByEmail(email);
      const valid = await verifyPassword(
        account?.password_hash ?? null,
        request.body.password,
        app.config.passwordHashing,
      );
      if (!account || !valid) throw unauthorized('Invalid email or password');
      const profile = await users.findProfile(account.id);
      if (!profile) throw unauthorized('Invalid email or password');
      const token = await startSession(account.id, request.body.rememberMe ?? true);
      return { success: true as const, data: { token, user: toUserDto(profile) } };
    },
  );

  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { response: { 200: MeResponse, ...errorResponses } } },
    async (request) => {
      const { userId } = request.auth;
      const profile = await app.profileCache.find(userId, userId, () => users.findProfile(userId));
      if (!profile) throw notFound('User not found');
      return { success: true as const, data: { user: toUserDto(profile) } };
    },
  );

  // Logout and refresh act on the session behind a token, which outlives the token itself: a device
  // back after days offline can still refresh (within a week) or sign out.
  app.post('/logout', { schema: { response: { 200: OkMessage, ...errorResponses } } }, async (request) => {
    const claims = app.readToken(request, { expiredGraceSeconds: Number.POSITIVE_INFINITY });
    await sessions.revoke(claims.sid);
    // Every instance hears of it through the database; this one must not wait to.
    app.sessionCache.forget(claims.sub);
    return { success: true as const, message: 'Logged out successfully' };
  });

  app.put(
    '/refresh',
    { schema: { response: { 200: RefreshResponse, ...errorResponses } } },
    async (request) => {
      const claims = app.readToken(request, { expiredGraceSeconds: REFRESH_GRACE_SECONDS });
      const session = await app.requireSession(claims);
      await sessions.extend(session);
      const token = app.jwt.sign({ sub: claims.sub, sid: claims.sid });
      return { success: true as const, data: { token } };
    },
  );
};

export default auth;
