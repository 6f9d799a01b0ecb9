import { startTestPushService } from '../sync-server/test/helpers/push-service';
import { createAccount, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';
import {
  bearer,
  deliverToWorker,
  dueReminder,
  fakePushManager,
  serverKey,
  shownNotifications,
} from './push-device';

/**
 * Several reminders a day (issue 30): a habit made in the form with two reminder times rings at the
 * one that falls due, pushed by the server through the loopback test push service and shown by the
 * service worker; the other time stays silent until its own moment.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** `time` (HH:MM) moved by whole hours, around the clock. */
function hoursFrom(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String((h + hours + 24) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

for (const viewport of SIZES) {
  test(`two reminder times at ${viewport.width}×${viewport.height}: the one due now is pushed and shown`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    const account = await createAccount(request, 'Remind Me');
    const key = await serverKey(request, account);
    const service = await startTestPushService(() => key);
    try {
      const device = service.device();
      await fakePushManager(page, device);
      const { timezone, time } = dueReminder();
      if (timezone !== 'UTC') {
        const zone = await request.put('/api/users/profile', {
          headers: bearer(account),
          data: { preferences: { timezone } },
        });
        expect(zone.status()).toBe(200);
      }
      await openSignedIn(page, account, '/app/settings');
      await new Dashboard(page).waitForOfflineReady();
      const onThisDevice = page.getByRole('switch', { name: 'Push on this device' });
      await expect(onThisDevice).toBeEnabled();
      await onThisDevice.click();
      await expect(onThisDevice).toBeChecked();

      // The habit rings in the morning, long past, and again now.
      await page.goto('/app/dashboard');
      await page.getByRole('button', { name: 'Add Habit' }).first().click();
      const form = page.getByRole('dialog', { name: 'Create Habit' });
      await form.getByLabel('Name').fill('Stretch');
      await form.getByRole('tab', { name: 'Settings' }).click();
      await form.getByRole('checkbox', { name: 'Enable reminder' }).check();
      await form.getByLabel('Reminder time').fill(hoursFrom(time, -3));
      await form.getByRole('button', { name: 'Add another time' }).click();
      await form.getByLabel('Also at').fill(time);
      await page.screenshot({ path: test.info().outputPath(`two-reminders-${viewport.width}.png`) });
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form).toBeHidden();

      const [push] = await service.waitFor(1);
      expect(push?.deviceId).toBe(device.id);
      expect(push?.message).toMatchObject({
        kind: 'reminder',
        title: expect.stringMatching(/^Time for .+ Stretch$/),
      });
      // The later time's own key: a reminder at each time, each once.
      expect(push?.message.tag).toBe(`${push?.message.habitId}@${time}|${push?.message.date}`);
      await deliverToWorker(context, page, push?.message);
      await expect
        .poll(async () => (await shownNotifications(page)).map((shown) => shown.tag))
        .toContain(push?.message.tag);
      // The morning's time, hours past, was not pushed.
      expect(service.received.filter((entry) => entry.deviceId === device.id)).toHaveLength(1);
    } finally {
      await service.close();
      await context.close();
    }
  });

  test(`the reminder summary is chosen in Settings at ${viewport.width}×${viewport.height}, and kept`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
    const page = await context.newPage();
    try {
      const account = await createAccount(request, 'Summary Person');
      await openSignedIn(page, account, '/app/settings');
      const reminders = page.getByRole('region', { name: 'Reminders' });
      const summary = reminders.getByRole('switch', { name: 'One reminder a day instead' });
      await expect(summary).not.toBeChecked();
      await summary.click();
      await expect(summary).toBeChecked();
      const at = reminders.getByLabel('Summary time');
      await expect(at).toHaveValue('20:00');
      await at.fill('21:15');
      await page.screenshot({
        path: test.info().outputPath(`reminder-summary-${viewport.width}.png`),
        fullPage: true,
      });
      // Synced: the server holds the choice, and so does the next load.
      await expect
        .poll(async () => {
          const me = await request.get('/api/auth/me', { headers: bearer(account) });
          return (await me.json()).data.user.preferences.reminderSummaryAt;
        })
        .toBe('21:15');
      await page.reload();
      await expect(page.getByRole('region', { name: 'Reminders' }).getByLabel('Summary time')).toHaveValue(
        '21:15',
      );
    } finally {
      await context.close();
    }
  });
}
