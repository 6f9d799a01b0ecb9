import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * Sync on open (issue 32, item 6). An iPhone has no Background Sync: a home-screen app syncs only
 * while it is on screen. Brought back to the front, it syncs at once, and until that sync has
 * answered it says so rather than showing the "Synced" of before.
 */
test('an app brought back to the screen syncs at once, and says so until the sync has answered', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const habitId = await createHabitThroughApi(request, account, 'Read');
  // No pokes: as for an app that was in the background, nothing tells it of changes meanwhile.
  await page.route('**/api/sync/events', (route) => route.abort('connectionrefused'));
  await page.clock.install();
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');

  // Another device checks Read in.
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const checked = await request.post(`/api/habits/${habitId}/check`, {
    headers: { authorization: `Bearer ${account.token}` },
    data: { date: today, completed: true, value: 1 },
  });
  expect(checked.status()).toBe(200);

  // The app goes to the background for a few minutes (its own minute's syncs run only on screen).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.fastForward('05:00');

  // It comes back to the front; its pull is held on the way, as on a slow network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sync/pull', async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(dashboard.syncStatus).toHaveText('Syncing…');
  await dashboard.expectChecked('Read', false);
  release();
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await dashboard.expectChecked('Read', true);
});
