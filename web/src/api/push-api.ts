import type { PushSubscriptionBody } from '@habitat/protocol';
import { api, apiRequest } from './client';

/** Web Push (base /api/push): the server's key and this device's subscription. */

export async function fetchPushKey(): Promise<string> {
  return (await api.get('/push/key', 'pushKey')).data.publicKey;
}

/** Registers the subscription for this session; answers the key it is registered under. */
export async function registerPushSubscription(subscription: PushSubscriptionBody): Promise<string> {
  return (await api.post('/push/subscriptions', 'pushSubscribe', subscription)).data.publicKey;
}

/**
 * Forgets this device's subscription on the server. At sign-out a 401 must not start the
 * session-expired flow: the person is leaving anyway.
 */
export async function unregisterPushSubscription(endpoint: string, signal?: AbortSignal): Promise<void> {
  await apiRequest('DELETE', '/push/subscriptions', 'pushUnsubscribe', {
    body: { endpoint },
    expireSessionOn401: false,
    ...(signal ? { signal } : {}),
  });
}
