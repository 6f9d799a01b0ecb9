import type {
  PushKeyResponse,
  PushSubscribeResponse,
  PushSubscriptionBody,
  PushUnsubscribeResponse,
} from '@habitat/protocol';
import { api, apiRequest } from './client';

/** Web Push (base /api/push): the server's key and this device's subscription. */

export async function fetchPushKey(): Promise<string> {
  return (await api.get<PushKeyResponse>('/push/key')).data.publicKey;
}

/** Registers the subscription for this session; answers the key it is registered under. */
export async function registerPushSubscription(subscription: PushSubscriptionBody): Promise<string> {
  return (await api.post<PushSubscribeResponse>('/push/subscriptions', subscription)).data.publicKey;
}

/**
 * Forgets this device's subscription on the server. At sign-out a 401 must not start the
 * session-expired flow: the person is leaving anyway.
 */
export async function unregisterPushSubscription(endpoint: string, signal?: AbortSignal): Promise<void> {
  await apiRequest<PushUnsubscribeResponse>('DELETE', '/push/subscriptions', {
    body: { endpoint },
    expireSessionOn401: false,
    ...(signal ? { signal } : {}),
  });
}
