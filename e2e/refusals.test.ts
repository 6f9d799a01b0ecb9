import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { type Account, createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * Refusals a person can act on (issue 28, item 6): a change the server refused names the habit and
 * the day and offers to restore what makes sense; a full disk is said once, in words.
 */

async function openDevice(browser: Browser, account: Account, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  return { context, page, dashboard };
}

/** Today on the page's clock as the app says a day: 'Tue 24 Nov'. */
function todayLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    return `${weekdays[now.getDay()]} ${now.getDate()} ${months[now.getMonth()]}`;
  });
}

test('a check-in on a habit deleted on another device names the habit and the day, and can be restored', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request);
  const auth = { authorization: `Bearer ${account.token}` };
  const habitId = await createHabitThroughApi(request, account, 'Read');
  const laptop = await openDevice(browser, account);
  try {
    await laptop.dashboard.expectChecked('Read', false);
    await laptop.context.setOffline(true);
    await laptop.dashboard.checkButton('Read').click();
    await laptop.dashboard.expectChecked('Read', true);

    // Meanwhile the habit is deleted on another device.
    expect((await request.delete(`/api/habits/${habitId}`, { headers: auth })).status()).toBe(200);

    await laptop.context.setOffline(false);
    await expect(laptop.dashboard.syncStatus).toHaveText('Not saved');
    await expect(laptop.dashboard.checkButton('Read')).toHaveCount(0);
    await laptop.dashboard.syncStatus.click();
    const reason = laptop.page.getByTestId('sync-status-reason');
    const day = await todayLabel(laptop.page);
    await expect(reason).toContainText(
      `'Read' was deleted on another device; your check-in for ${day} was not kept.`,
    );

    // The way back: the habit returns as a new one with the check-in on it, on this device and the server.
    await reason.getByRole('button', { name: "Restore 'Read' with this check-in" }).click();
    await laptop.dashboard.expectChecked('Read', true);
    await expect(laptop.dashboard.syncStatus).toHaveText('Synced');
    await expect
      .poll(async () => {
        const habits = (await (await request.get('/api/habits', { headers: auth })).json()).data.habits;
        return habits.map((habit: { name: string }) => habit.name);
      })
      .toEqual(['Read']);
  } finally {
    await laptop.context.close();
  }
});

test('a full disk is said once, in words, and the next check-in after space is freed is kept', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Stretch');
  // IndexedDB answers as a full disk does while the test says so: every write is refused with the
  // browser's QuotaExceededError.
  await page.addInitScript(() => {
    const full = () => (window as unknown as { diskFull?: boolean }).diskFull === true;
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
        if (full()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      };
    }
  });
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await dashboard.expectChecked('Stretch', false);

  await page.evaluate(() => {
    (window as unknown as { diskFull?: boolean }).diskFull = true;
  });
  const words = 'This device is out of storage space, so your last change was not saved.';
  await dashboard.checkButton('Stretch').click();
  await expect(page.getByText(words)).toHaveCount(1);
  // A second try while the disk is still full says it again in the same place, not a second time.
  await dashboard.checkButton('Stretch').click();
  await expect(page.getByText(words)).toHaveCount(1);
  await expect(page.getByText(/QuotaExceeded/)).toHaveCount(0);
  await dashboard.expectChecked('Stretch', false);

  await page.evaluate(() => {
    (window as unknown as { diskFull?: boolean }).diskFull = false;
  });
  await dashboard.checkButton('Stretch').click();
  await dashboard.expectChecked('Stretch', true);
  await expect(dashboard.syncStatus).toHaveText('Synced');
});
