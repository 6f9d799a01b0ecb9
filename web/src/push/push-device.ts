import type { PushSubscriptionBody } from '@habitat/protocol';
import { fetchPushKey, registerPushSubscription, unregisterPushSubscription } from '../api/push-api';
import { notificationPermission, requestNotificationPermission } from '../reminders/notification-permission';
import { readToken, sessionIdOf } from '../session/session-store';

/**
 * This device's Web Push subscription (issue 16). Turning push on asks for permission (from the
 * click), subscribes through the service worker with the server's VAPID key and registers the
 * subscription for this session. At each start the registration is sent again when anything about
 * it changed (the subscription, the server's key, the session) or a day has passed, so the server's
 * copy is current; at sign-out the device unsubscribes and the server forgets it.
 */

export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** What was last registered with the server from this device. */
interface Registration {
  endpoint: string;
  serverKey: string;
  sessionId: string | null;
  at: number;
}

const REGISTRATION_KEY = 'habitat_pushRegistration';
const RESEND_AFTER_MS = 24 * 3600_000;
const READY_TIMEOUT_MS = 10_000;
const SIGN_OUT_TIMEOUT_MS = 3000;

export const PUSH_ERRORS = {
  noWorker: 'Habitat’s background worker is not running yet. Reload the page and try again.',
  noService: 'This browser could not reach its push service. Please try again later.',
} as const;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

function remembered(): Registration | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(REGISTRATION_KEY) ?? 'null',
    ) as Partial<Registration> | null;
    return typeof value?.endpoint === 'string' &&
      typeof value.serverKey === 'string' &&
      typeof value.at === 'number'
      ? {
          endpoint: value.endpoint,
          serverKey: value.serverKey,
          sessionId: value.sessionId ?? null,
          at: value.at,
        }
      : null;
  } catch {
    return null;
  }
}

function forget(): void {
  localStorage.removeItem(REGISTRATION_KEY);
}

function base64url(buffer: ArrayBuffer | null | undefined): string | null {
  if (!buffer) return null;
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const padded = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The key a subscription was made with; a subscription made with another key cannot receive ours. */
function serverKeyOf(subscription: PushSubscription): string | null {
  return base64url(subscription.options.applicationServerKey);
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

async function register(subscription: PushSubscription): Promise<void> {
  const serverKey = await registerPushSubscription(bodyOf(subscription));
  const registration: Registration = {
    endpoint: subscription.endpoint,
    serverKey,
    sessionId: sessionIdOf(readToken() ?? ''),
    at: Date.now(),
  };
  localStorage.setItem(REGISTRATION_KEY, JSON.stringify(registration));
}

async function subscribe(worker: ServiceWorkerRegistration, serverKey: string): Promise<PushSubscription> {
  try {
    return await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(serverKey),
    });
  } catch (error) {
    if ((error as DOMException).name === 'NotAllowedError') throw new Error('denied');
    throw new Error(PUSH_ERRORS.noService);
  }
}

async function currentWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration().catch(() => undefined)) ?? null;
}

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PUSH_ERRORS.noWorker)), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this device receives pushes now, or why it cannot. */
export async function readPushState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = notificationPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await currentWorker();
  const subscription = await worker?.pushManager.getSubscription().catch(() => null);
  return subscription ? 'on' : 'off';
}

/** Turns push on for this device; call it from a click (it may ask for permission). */
export async function turnPushOn(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await requestNotificationPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await activeWorker();
  const serverKey = await fetchPushKey();
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && serverKeyOf(subscription) !== serverKey) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  try {
    subscription ??= await subscribe(worker, serverKey);
  } catch (error) {
    if ((error as Error).message === 'denied') return 'denied';
    throw error;
  }
  await register(subscription);
  return 'on';
}

/**
 * Turns push off here: the browser's subscription goes first (nothing more can arrive, online or
 * not), then the server is informed; if it cannot be, its next post finds the subscription gone.
 */
export async function turnPushOff(): Promise<PushDeviceState> {
  const subscription = await (await currentWorker())?.pushManager.getSubscription().catch(() => null);
  forget();
  if (!subscription) return readPushState();
  await subscription.unsubscribe().catch(() => false);
  await unregisterPushSubscription(subscription.endpoint).catch(() => {});
  return readPushState();
}

/**
 * At start: keeps the server's copy of this device's subscription current. A subscription made
 * with a key the server no longer has is replaced (its pushes could never arrive).
 */
export async function keepPushSubscription(): Promise<void> {
  if (!pushSupported() || notificationPermission() !== 'granted') return;
  const worker = await navigator.serviceWorker.ready;
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) {
    forget();
    return;
  }
  const serverKey = await fetchPushKey();
  if (serverKeyOf(subscription) !== serverKey) {
    await subscription.unsubscribe().catch(() => false);
    await register(await subscribe(worker, serverKey));
    return;
  }
  const last = remembered();
  const unchanged =
    last?.endpoint === subscription.endpoint &&
    last.serverKey === serverKey &&
    last.sessionId === sessionIdOf(readToken() ?? '') &&
    Date.now() - last.at < RESEND_AFTER_MS;
  if (!unchanged) await register(subscription);
}

/**
 * At sign-out, before the session ends: the server forgets this device (within a few seconds, or
 * not at all when offline: the session's end stops its pushes anyway) and the browser unsubscribes,
 * so the next person to sign in here starts with push off.
 */
export async function forgetPushDevice(): Promise<void> {
  forget();
  if (!pushSupported()) return;
  const subscription = await (await currentWorker())?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_OUT_TIMEOUT_MS);
  try {
    await unregisterPushSubscription(subscription.endpoint, controller.signal);
  } catch {
    // Offline or slow: the revoked session already keeps the server from pushing here.
  } finally {
    clearTimeout(timer);
  }
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Starting without an account on a device whose last account's session ended without signing out:
 * the browser drops that account's subscription, so its notifications never reach the person now
 * using the device. Nothing is sent (a device-only person sends nothing); the push service then
 * answers the server "gone" and it forgets the endpoint.
 */
export async function dropPushSubscription(): Promise<void> {
  forget();
  if (!pushSupported()) return;
  const subscription = await (await currentWorker())?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
