import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { TestDevice } from '../sync-server/test/helpers/push-service';
import { type Account, expect } from './fixtures';

/**
 * Web Push in a headless browser: the page's PushManager answering with the loopback test push
 * service's device, a message handed to the service worker through the DevTools protocol as a push
 * service would hand it to the browser, and what the worker showed.
 */

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

export async function serverKey(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.get('/api/push/key', { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.publicKey;
}

/** The page's PushManager, answering with the test service's device; calls recorded in localStorage. */
export async function fakePushManager(page: Page, device: TestDevice) {
  await page.addInitScript((subscription) => {
    const STATE = 'e2e:push-subscription';
    const CALLS = 'e2e:push-calls';
    const record = (call: string) =>
      localStorage.setItem(CALLS, JSON.stringify([...JSON.parse(localStorage.getItem(CALLS) ?? '[]'), call]));
    const text = (key: BufferSource) => {
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer);
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const bytes = (key: string) =>
      Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const made = (serverKey: string) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
      toJSON: () => subscription,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(STATE);
        record('unsubscribe');
        return true;
      },
    });
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      if (!options?.userVisibleOnly || !key || typeof key === 'string')
        throw new DOMException('bad', 'NotAllowedError');
      localStorage.setItem(STATE, text(key));
      record(`subscribe ${text(key)}`);
      return made(text(key)) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = localStorage.getItem(STATE);
      return key ? (made(key) as unknown as PushSubscription) : null;
    };
  }, device.subscription);
}

export const pushCalls = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('e2e:push-calls') ?? '[]') as string[]);

/** Hands a decrypted push to the service worker, as the browser does when its push service delivers. */
export async function deliverToWorker(context: BrowserContext, page: Page, message: unknown) {
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
  });

/** A wall-clock minute the server sees as due now, in a zone whose day is hours from turning. */
export function dueReminder(): { timezone: string; time: string } {
  const now = new Date();
  const hour = now.getUTCHours();
  // Near midnight UTC, the person lives six hours ahead (Etc/GMT-6 is UTC+6).
  const shift = hour >= 22 || hour < 2 ? 6 : 0;
  const local = new Date(now.getTime() + shift * 3600_000);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return { timezone: shift ? 'Etc/GMT-6' : 'UTC', time };
}
