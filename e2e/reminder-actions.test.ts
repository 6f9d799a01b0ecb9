import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';
import { deliverToWorker } from './push-device';

/**
 * A reminder's Done button and the icon's badge (issue 32, items 3 and 4). The reminder is handed
 * to the service worker as a push service hands it over; the tap on Done is the worker's own
 * notificationclick with that action, as the platform fires it.
 */

test('Done on a reminder, offline, queues the check-in on the device; the app shows it and it syncs later', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  const account = await createAccount(request);
  const habitId = await createHabitThroughApi(request, account, 'Evening walk');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.expectChecked('Evening walk', false);
  await dashboard.waitForOfflineReady();
  const date = await page.evaluate(() => new Date().toISOString().slice(0, 10));

  await context.setOffline(true);
  await deliverToWorker(context, page, {
    kind: 'reminder',
    title: 'Time for Evening walk',
    body: 'Not done yet today. Tap to open Habitat.',
    tag: `${habitId}|${date}`,
    url: '/app/dashboard',
    habitId,
    date,
  });
  const [worker] = context.serviceWorkers();
  // The worker's own scope, as far as these steps use it (the e2e typings are the page's).
  type Scope = {
    registration: { getNotifications(): Promise<{ actions: { title: string }[] }[]> };
    dispatchEvent(event: Event): boolean;
  };
  const actions = () =>
    worker?.evaluate(async () => {
      const shown = await (self as unknown as Scope).registration.getNotifications();
      return shown.map((notification) => notification.actions.map((action) => action.title));
    });
  await expect.poll(actions).toEqual([['Done']]);

  // The person taps Done on the notification.
  await worker?.evaluate(async () => {
    const scope = self as unknown as Scope & { NotificationEvent: new (type: string, init: object) => Event };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: 'done' }));
  });
  await dashboard.expectChecked('Evening walk', true);
  await expect(dashboard.syncStatus).toHaveText('Offline · 1 waiting');

  await context.setOffline(false);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await expect
    .poll(async () => {
      const response = await request.get(`/api/habits/${habitId}/entries?startDate=${date}&endDate=${date}`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      return (await response.json()).data.entries.map((entry: { completed: boolean }) => entry.completed);
    })
    .toEqual([true]);
});

test('the icon’s badge counts the habits left today, on every change', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, {
      setAppBadge: async (count: number) => sessionStorage.setItem('badge', String(count)),
      clearAppBadge: async () => sessionStorage.setItem('badge', '0'),
    });
  });
  const badge = () => page.evaluate(() => sessionStorage.getItem('badge'));
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await createHabitThroughApi(request, account, 'Stretch');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect.poll(badge).toBe('2');
  await dashboard.checkButton('Read').click();
  await expect.poll(badge).toBe('1');
  await dashboard.checkButton('Stretch').click();
  await expect.poll(badge).toBe('0');
});
