import type { Route } from '@playwright/test';
import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

test('a push that never answers is given up on, the pill says so, and the change goes once the server answers', async ({
  browser,
  request,
}) => {
  // Two request timeouts and the retries after them, on a loaded machine.
  test.setTimeout(120_000);
  const account = await createAccount(request);
  const habitId = await createHabitThroughApi(request, account, 'Stretch');
  // Without a service worker, so its Background Sync cannot do the page's job for it.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await openSignedIn(page, account, '/app/dashboard');
    const dashboard = new Dashboard(page);
    await expect(dashboard.syncStatus).toHaveText('Synced');

    // The server takes the request and never answers (a hung proxy, a dead connection).
    const held: Route[] = [];
    await context.route('**/api/sync/push', (route) => {
      held.push(route);
    });
    await dashboard.checkButton('Stretch').click();
    await dashboard.expectChecked('Stretch', true);
    await expect(dashboard.syncStatus).toHaveText('Syncing…');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Aborted after its timeout: the pill leaves 'Syncing…' and says why, and it is tried again.
    await expect(dashboard.syncStatus).toHaveText('Sync failed', { timeout: 30_000 });
    await dashboard.syncStatus.click();
    await expect(page.getByTestId('sync-status-reason')).toContainText('The server did not answer in time.');
    const tries = held.length;
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(tries);

    // The server answers again: the queued change goes, once.
    await context.unroute('**/api/sync/push');
    await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 45_000 });
    const year = new Date().getUTCFullYear();
    const entries = await request.get(
      `/api/habits/${habitId}/entries?startDate=${year - 1}-01-01&endDate=${year + 1}-12-31`,
      { headers: { authorization: `Bearer ${account.token}` } },
    );
    expect((await entries.json()).data.entries).toHaveLength(1);
  } finally {
    await context.close();
  }
});
