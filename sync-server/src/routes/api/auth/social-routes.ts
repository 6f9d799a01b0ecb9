import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, ProvidersResponse, SocialStartQuery } from '@habitat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { toUserDto } from '../../../dto/user-dto';
import { notFound } from '../../../errors';
import { signInWithProfile } from '../../../services/social-accounts';
import {
  PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialLoginFlow,
  type SocialProvider,
} from '../../../services/social-login';
import { type CallbackOutcome, callbackLocation, providerFailure } from './social-callback';

// Providers add their own parameters (`scope`, `iss`, `authuser`…): the object stays open.
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});

const zoneCookie = (provider: SocialProvider) => `oauth2-${provider}-timezone`;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Social login (issue 7): `GET /api/auth/providers` lists the enabled providers; `GET
 * /api/auth/{provider}` starts the authorization-code flow (state and PKCE through @fastify/oauth2);
 * `GET /api/auth/{provider}/callback` finishes it and sends the browser to the web app's
 * /auth/callback with a 30-day session, or with an error code. A provider without client id and
 * secret answers 404 on both.
 */
const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions, identities } = app.repos;
  // Starting and finishing a sign-in are limited like password login: each one costs a provider round trip.
  const authLimit = {
    rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.timeWindowMs },
  };

  function enabledFlow(provider: SocialProvider): SocialLoginFlow {
    const flow = app.socialLogin.get(provider);
    if (!flow) throw notFound(`Sign-in with ${PROVIDER_LABELS[provider]} is not enabled`);
    return flow;
  }

  // The same session as a remembered password login (see ./index.ts).
  async function startSession(userId: string): Promise<string> {
    const sessionId = randomUUID();
    await sessions.create({ id: sessionId, userId, remember: true });
    return app.jwt.sign({ sub: userId, sid: sessionId });
  }

  async function finishSignIn(
    provider: SocialProvider,
    flow: SocialLoginFlow,
    request: FastifyRequest<{ Querystring: { code?: string; state?: string; error?: string } }>,
    reply: FastifyReply,
  ): Promise<CallbackOutcome> {
    const { code, state, error } = request.query;
    if (error) {
      request.log.info({ provider, providerError: error }, 'social login ended at the provider');
      return { error: providerFailure(error) };
    }
    if (!code || !state) return { error: 'invalid_request' };

    let accessToken: string;
    try {
      accessToken = await flow.exchangeCode(request, reply);
    } catch (failure) {
      // A wrong or missing state cookie lands here too: a forged or replayed callback.
      request.log.warn({ provider, reason: errorMessage(failure) }, 'social login code exchange failed');
      return { error: 'exchange_failed' };
    }
    let profile: Awaited<ReturnType<SocialLoginFlow['readProfile']>>;
    try {
      profile = await flow.readProfile(accessToken);
    } catch (failure) {
      request.log.warn({ provider, reason: errorMessage(failure) }, 'social login profile read failed');
      return { error: 'profile_failed' };
    }

    const zone = request.cookies[zoneCookie(provider)];
    reply.clearCookie(zoneCookie(provider), flow.cookieOptions);
    const timezone = zone ? app.timeZones.storable(zone) : null;
    const result = await signInWithProfile({ users, identities }, profile, timezone ? { timezone } : {});
    if (result.status === 'refused') {
      request.log.info({ provider, reason: result.reason }, 'social login refused');
      return { error: result.reason };
    }
    // A link changed the profile; its notification may not be back before the app asks for it.
    app.profileCache.forget(result.userId);
    const token = await startSession(result.userId);
    const user = await users.findProfile(result.userId);
    if (!user) throw new Error('The signed-in account has no profile');
    request.log.info({ provider, outcome: result.status, userId: result.userId }, 'social login');
    return { token, user: toUserDto(user) };
  }

  app.get(
    '/providers',
    { schema: { response: { 200: ProvidersResponse, ...errorResponses } } },
    async () => ({
      success: true as const,
      data: { providers: SOCIAL_PROVIDERS.filter((provider) => app.socialLogin.has(provider)) },
    }),
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/${provider}`,
      { config: authLimit, schema: { querystring: SocialStartQuery, response: errorResponses } },
      async (request, reply) => {
        const flow = enabledFlow(provider);
        const zone = request.query.timezone ? app.timeZones.storable(request.query.timezone) : null;
        // Kept beside the state cookie until the callback: an account the sign-in creates starts
        // in the device's zone. A zone this server cannot store is left out (the account is in UTC).
        if (zone) reply.setCookie(zoneCookie(provider), zone, { ...flow.cookieOptions, maxAge: 600 });
        else reply.clearCookie(zoneCookie(provider), flow.cookieOptions);
        return reply.redirect(await flow.authorizationUrl(request, reply));
      },
    );

    app.get(
      `/${provider}/callback`,
      { config: authLimit, schema: { querystring: CallbackQuery, response: errorResponses } },
      async (request, reply) => {
        const flow = enabledFlow(provider);
        let outcome: CallbackOutcome;
        try {
          outcome = await finishSignIn(provider, flow, request, reply);
        } catch (failure) {
          request.log.error({ err: failure, provider }, 'social login failed');
          outcome = { error: 'server_error' };
        }
        // The address carries a session token: no cache may keep it.
        reply.header('cache-control', 'no-store');
        return reply.redirect(callbackLocation(outcome));
      },
    );
  }
};

export default socialRoutes;
