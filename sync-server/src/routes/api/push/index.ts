import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  PushKeyResponse,
  PushSubscribeResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from '@habitat/protocol';
import { badRequest } from '../../../errors';
import { pushEndpointProblem } from '../../../services/push-endpoints';
import { isP256PublicKey } from '../../../services/push-keys';

/** Devices a person may have push on at once; registering one more forgets the longest unseen. */
export const MAX_PUSH_DEVICES = 20;

const unpadded = (value: string) => value.replace(/=+$/, '');

/**
 * Web Push (base /api/push): the key to subscribe with, and a device's subscription, which belongs
 * to the session that registers it. Signed-in callers only; a caller can only ever remove their own.
 */
const push: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const now = () => new Date((app.config.clock ?? Date.now)());

  app.get('/key', { schema: { response: { 200: PushKeyResponse, ...errorResponses } } }, async () => ({
    success: true as const,
    data: { publicKey: app.push.publicKey },
  }));

  app.post(
    '/subscriptions',
    { schema: { body: PushSubscriptionBody, response: { 200: PushSubscribeResponse, ...errorResponses } } },
    async (request) => {
      const { endpoint, keys, expirationTime } = request.body;
      const problem = pushEndpointProblem(endpoint, app.config.push.allowInsecureEndpoints);
      if (problem) throw badRequest(problem);
      const p256dh = unpadded(keys.p256dh);
      if (!isP256PublicKey(p256dh)) throw badRequest('keys.p256dh is not a P-256 public key');
      const at = now();
      if (typeof expirationTime === 'number' && expirationTime <= at.getTime()) {
        throw badRequest('This subscription has already expired');
      }
      await app.push.repo.upsertSubscription(
        {
          userId: request.auth.userId,
          sessionId: request.auth.sessionId,
          endpoint,
          p256dh,
          auth: unpadded(keys.auth),
          serverKey: app.push.publicKey,
          expiresAt: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
        },
        MAX_PUSH_DEVICES,
        at,
      );
      return { success: true as const, data: { publicKey: app.push.publicKey } };
    },
  );

  app.delete(
    '/subscriptions',
    { schema: { body: PushUnsubscribeBody, response: { 200: PushUnsubscribeResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      data: { removed: await app.push.repo.removeSubscription(request.auth.userId, request.body.endpoint) },
    }),
  );
};

export default push;
