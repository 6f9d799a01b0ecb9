import { createAccount, createHabitThroughApi, expect, openSignedIn, PASSWORD, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * The installed app's extras on Android (issue 32, item 5): the icon's shortcuts (Today, and check
 * in the next habit) and the share target (shared text becomes a note on today's check-in).
 */

test('the manifest declares the installed app, its shortcuts and its share target', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ id: '/app', start_url: '/app', display: 'standalone' });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]),
  );
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
    '/app/dashboard',
    '/app/dashboard?check=next',
  ]);
  expect(manifest.share_target).toEqual({
    action: '/app/share',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  });
});

test('the shortcut checks in the first habit still open today, once, and says which', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await createHabitThroughApi(request, account, 'Stretch');
  await openSignedIn(page, account, '/app/dashboard?check=next');
  const dashboard = new Dashboard(page);
  await expect(page.getByText('Read: done for today.')).toBeVisible();
  await dashboard.expectChecked('Read', true);
  await dashboard.expectChecked('Stretch', false);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // A reload is not a second tap on the shortcut.
  await page.reload();
  await expect(dashboard.checkButton('Stretch')).toBeVisible();
  await dashboard.expectChecked('Stretch', false);

  await page.goto('/app/dashboard?check=next');
  await dashboard.expectChecked('Stretch', true);
  await page.goto('/app/dashboard?check=next');
  await expect(page.getByText('Nothing is left to do today.')).toBeVisible();
});

test('text shared from another app becomes a note on today’s check-in of the chosen habit, offline too', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await createHabitThroughApi(request, account, 'Morning run');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.waitForOfflineReady();
  await context.setOffline(true);

  const shared = new URLSearchParams({
    title: 'Ran 5 km',
    text: 'Ran 5 km by the river',
    url: 'https://run.example/1',
  });
  await page.goto(`/app/share?${shared}`);
  await expect(page.getByRole('heading', { name: 'Add a note', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Note for today')).toHaveValue('Ran 5 km by the river\nhttps://run.example/1');
  await page.getByRole('radio', { name: /Morning run/ }).check();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Note added to Morning run for today.')).toBeVisible();
  const sheet = await dashboard.openHabit('Morning run');
  await expect(sheet.getByLabel('Note today')).toHaveValue('Ran 5 km by the river\nhttps://run.example/1');
  await context.setOffline(false);
});

test('a shortcut opened signed out checks nothing in for whoever signs in after', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await page.goto('/app/dashboard?check=next');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dashboard = new Dashboard(page);
  await expect(dashboard.checkButton('Read')).toBeVisible();
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await dashboard.expectChecked('Read', false);
  await expect(page.getByText('Read: done for today.')).toHaveCount(0);
});
