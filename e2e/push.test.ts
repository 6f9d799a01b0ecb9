import { startTestPushService } from '../sync-server/test/helpers/push-service';
import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { AppShell } from './pages/AppShell';
import { Dashboard } from './pages/Dashboard';
import {
  bearer,
  deliverToWorker,
  dueReminder,
  fakePushManager,
  pushCalls,
  serverKey,
  shownNotifications,
} from './push-device';

/**
 * Web Push end to end (issue 16). Headless Chromium cannot reach a real push service, so the test
 * runs one on loopback (the server's tests' own: it decrypts each message with the device's keys and
 * checks the VAPID signature) and lets the page's PushManager answer with that service's device.
 * Everything else is real: Settings subscribes with the server's key, the server pushes the
 * reminder it finds due, and the message is handed to the service worker through the DevTools
 * protocol, as a push service would hand it to the browser; the worker shows it.
 */

test('a reminder the server pushes reaches the service worker, which shows it; sign-out ends the subscription', async ({
  page,
  context,
  request,
}) => {
  // Two sign-ins, a subscription, a reminder found by the server's loop and a sign-out, on two busy cores.
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  const account = await createAccount(request, 'Push Person');
  const key = await serverKey(request, account);
  const service = await startTestPushService(() => key);
  try {
    const device = service.device();
    await fakePushManager(page, device);

    // Settings → Notifications: push on for this device.
    await openSignedIn(page, account, '/app/settings');
    await new Dashboard(page).waitForOfflineReady();
    const onThisDevice = page.getByRole('switch', { name: 'Push on this device' });
    await expect(onThisDevice).toBeEnabled();
    await expect(onThisDevice).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Encouragements' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Group activity' })).not.toBeChecked();
    await expect(page.getByText('Push Notifications', { exact: true })).toBeVisible();
    // Built, so never listed as upcoming (issue 27: no "Upcoming features" at all).
    await expect(page.getByText(/Upcoming/i)).toHaveCount(0);
    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
    );
    await onThisDevice.click();
    expect((await registered).status()).toBe(200);
    // The switch is its own confirmation: no toast (issue 27).
    await expect(onThisDevice).toBeChecked();
    await expect(page.getByTestId('settings-toast')).toHaveCount(0);
    // Subscribed with the server's VAPID key, as the push service will check.
    expect(await pushCalls(page)).toEqual([`subscribe ${key}`]);

    // The app closes; a reminder falls due. The server finds it and pushes it.
    await page.goto('/api/health');
    const { timezone, time } = dueReminder();
    if (timezone !== 'UTC') {
      const zone = await request.put('/api/users/profile', {
        headers: bearer(account),
        data: { preferences: { timezone } },
      });
      expect(zone.status()).toBe(200);
    }
    const habitId = await createHabitThroughApi(request, account, 'Evening walk', {
      icon: '🚶',
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], reminderEnabled: true, reminderTime: time },
    });
    const [push] = await service.waitFor(1);
    expect(push?.deviceId).toBe(device.id);
    expect(push?.vapidKey).toBe(key);
    expect(push?.message).toMatchObject({
      kind: 'reminder',
      title: 'Time for 🚶 Evening walk',
      url: '/app/dashboard',
      habitId,
    });
    // The same tag as a reminder rung on the device: the two replace each other.
    expect(push?.message.tag).toBe(`${habitId}|${push?.message.date}`);

    await deliverToWorker(context, page, push?.message);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Time for 🚶 Evening walk',
          body: 'Not done yet today. Tap to open Habitat.',
          tag: push?.message.tag,
          // Its habit and day, for its Done button (issue 32).
          data: { url: '/app/dashboard', habitId, date: push?.message.date },
        },
      ]);

    // Signing out tells the server to forget this device and drops the browser's subscription.
    await openSignedIn(page, account, '/app/settings');
    await expect(page.getByRole('switch', { name: 'Push on this device' })).toBeChecked();
    // Sign-out navigates away at once, and a page's response body is gone after that; the route
    // reads the server's answer on its way to the page, so the check cannot race the navigation.
    let forgotten: unknown;
    await page.route('**/api/push/subscriptions', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      const response = await route.fetch();
      forgotten = await response.json();
      await route.fulfill({ response });
    });
    await new AppShell(page).signOut();
    await expect.poll(() => forgotten).toEqual({ success: true, data: { removed: true } });
    await expect(page).toHaveURL('/');
    expect(await pushCalls(page)).toEqual([`subscribe ${key}`, 'unsubscribe']);
    expect(service.rejected).toEqual([]);
  } finally {
    await service.close();
  }
});

test('a tapped notification opens its screen in the open app, and only offers it while a dialog is open', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  await new Dashboard(page).waitForOfflineReady();
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  // What the worker's notificationclick handler sends the window it focuses.
  const tap = (url: string) =>
    worker?.evaluate(async (target) => {
      const scope = self as unknown as {
        clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> };
      };
      for (const client of await scope.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'habitat:navigate', url: target, text: 'Grace encouraged you' });
      }
    }, url);

  await tap('/app/analytics');
  await expect(page).toHaveURL('/app/analytics');

  await page.goto('/app/groups');
  await page.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/name/i).first().fill('Half-typed');
  await tap('/app/settings');
  const offer = page.getByRole('button', { name: 'Open' });
  await expect(offer).toBeVisible();
  await expect(page).toHaveURL('/app/groups');
  await expect(dialog.getByLabel(/name/i).first()).toHaveValue('Half-typed');
  await page.keyboard.press('Escape');
  await offer.click();
  await expect(page).toHaveURL('/app/settings');
});
