import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, PASSWORD, test } from './fixtures';
import { createGroup } from './group-people';

/**
 * Spec §2 Settings, §4, §8 and issue 7: preferences change on the device and reach the person's
 * other devices; dashboard sharing per group; export as JSON and CSV; import with a preview; and
 * account deletion.
 */

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
const today = () => new Date().toISOString().slice(0, 10);

/** Settings → Timezone: the picker, searched by city. */
async function chooseTimeZone(page: Page, city: string) {
  await page.getByLabel('Timezone').click();
  const dialog = page.getByRole('dialog', { name: 'Timezone' });
  await dialog.getByLabel('Search by city, region or UTC offset').fill(city);
  await dialog
    .getByRole('button', { name: new RegExp(`^${city}\\b`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

test('preferences change at once, persist, and sync to a second device', async ({ browser, request }) => {
  const account = await createAccount(request);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const onLaptop = await laptop.newPage();
  const onPhone = await phone.newPage();
  await openSignedIn(onLaptop, account, '/app/settings');
  await openSignedIn(onPhone, account, '/app/settings');
  await expect(onLaptop.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Each control shows its new value at once; a routine save says nothing more (issue 27).
  await chooseTimeZone(onLaptop, 'Tokyo');
  await expect(onLaptop.getByLabel('Timezone')).toContainText('Tokyo (Asia)');
  await onLaptop.getByLabel('Week Start Day').selectOption({ label: 'Sunday' });
  await expect(onLaptop.getByLabel('Week Start Day')).toHaveValue('0');
  await onLaptop.getByLabel('Day Starts At').selectOption('04:00');
  await expect(onLaptop.getByLabel('Day Starts At')).toHaveValue('04:00');
  await onLaptop.getByRole('switch', { name: 'Email Updates' }).uncheck();
  await expect(onLaptop.getByRole('switch', { name: 'Email Updates' })).not.toBeChecked();
  await onLaptop.getByRole('radio', { name: 'Dark' }).check();
  await expect(onLaptop.locator('html')).toHaveAttribute('data-theme', 'dark');

  // The other device follows through sync, without a reload.
  await expect(onPhone.getByLabel('Timezone')).toContainText('Tokyo (Asia)', { timeout: 15_000 });
  await expect(onPhone.getByLabel('Week Start Day')).toHaveValue('0');
  await expect(onPhone.getByLabel('Day Starts At')).toHaveValue('04:00');
  await expect(onPhone.getByRole('switch', { name: 'Email Updates' })).not.toBeChecked();
  await expect(onPhone.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(onPhone.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Every save has long been written on the laptop by now: none of them raised a toast.
  await expect(onLaptop.getByTestId('settings-toast')).toHaveCount(0);
  await expect(onLaptop.getByText(/updated successfully/i)).toHaveCount(0);

  // And the server holds them.
  const me = await request.get('/api/auth/me', { headers: bearer(account) });
  expect((await me.json()).data.user.preferences).toEqual({
    theme: 'dark',
    timezone: 'Asia/Tokyo',
    weekStartsOn: 0,
    emailNotifications: false,
    dayStartsAt: '04:00',
    pushEncouragements: true,
    pushGroupEvents: false,
    reminderSummaryAt: null,
  });
  await laptop.close();
  await phone.close();
});

test('a preference changed offline is kept on the device and synced later', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  await expect(page.getByLabel('Timezone')).toBeEnabled();
  await context.setOffline(true);
  await chooseTimeZone(page, 'Paris');
  await expect(page.getByTestId('settings-saving')).toHaveText(
    'Saved on this device — will sync when online',
  );
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/auth/me', { headers: bearer(account) })).json()).data.user.preferences
          .timezone,
      {
        timeout: 15_000,
      },
    )
    .toBe('Europe/Paris');
});

test('dashboard sharing is one switch per group, off for a new group, saying what it shares', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  const privacy = page.locator('[data-widget="privacy-security"]');
  await expect(privacy).toContainText("You're not a member of any groups yet.");

  // A new group shares nothing of its creator until she chooses (issue 27).
  const workspaceId = await createGroup(request, account, { name: 'Book Club' }, null);
  await page.reload();
  const share = privacy.getByRole('switch', { name: 'Book Club' });
  await expect(share).not.toBeChecked();
  await expect(privacy).toContainText(
    'Not shared: the group sees that you are a member, and none of your habits.',
  );
  await share.check();
  // No toast: the switch and its line say it.
  await expect(privacy).toContainText('Shared: your group habits, and no personal habit.');
  await expect(page.getByTestId('settings-toast')).toHaveCount(0);
  const permissions = await request.get(`/api/workspaces/${workspaceId}/dashboard-permissions`, {
    headers: bearer(account),
  });
  expect((await permissions.json()).permissions).toEqual({
    isPublicToWorkspace: true,
    personalHabits: 'chosen',
    sharedHabitIds: [],
    sharedHabitLevels: [],
    chosen: true,
  });
  await expect(privacy.getByRole('link', { name: 'Choose what Book Club sees' })).toHaveAttribute(
    'href',
    `/app/groups/${workspaceId}#sharing`,
  );
});

test('exports everything as JSON and the check-ins as CSV, named by date', async ({ page, request }) => {
  const account = await createAccount(request);
  const habit = await request.post('/api/habits', { headers: bearer(account), data: { name: 'Stretch' } });
  const habitId = (await habit.json()).data.habit._id;
  await request.post(`/api/habits/${habitId}/check`, {
    headers: bearer(account),
    data: { date: today(), completed: true },
  });
  await openSignedIn(page, account, '/app/settings');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^habitat-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByRole('button', { name: 'Exported!' })).toBeVisible();
  await expect(page.getByTestId('settings-toast')).toContainText(
    'Data exported successfully! Check your downloads folder.',
  );
  const document = JSON.parse(readFileSync(await json.path(), 'utf8'));
  expect(document.profile.email).toBe(account.email);
  expect(document.habits.map((h: { name: string }) => h.name)).toEqual(['Stretch']);
  expect(document.entries).toHaveLength(1);
  // 'Exported!' lasts 3 s, then the button is itself again.
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible({ timeout: 5_000 });

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^habitat-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toEqual(['habit,date,completed,value,skipped,note', `Stretch,${today()},true,1,false,`]);
});

test('imports an export with a preview, and a second time adds nothing', async ({ page, request }) => {
  const source = await createAccount(request, 'Sam Source');
  const habit = await request.post('/api/habits', { headers: bearer(source), data: { name: 'Journal' } });
  const habitId = (await habit.json()).data.habit._id;
  await request.post(`/api/habits/${habitId}/check`, {
    headers: bearer(source),
    data: { date: today(), completed: true },
  });
  const exported = await request.post('/api/users/export-data', { headers: bearer(source) });
  const file = Buffer.from(JSON.stringify((await exported.json()).data));

  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  const importOnce = async () => {
    await page.getByRole('button', { name: 'Import Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Data' });
    await dialog
      .getByLabel('Choose file')
      .setInputFiles({ name: 'habitat-export.json', mimeType: 'application/json', buffer: file });
    return dialog;
  };

  const dialog = await importOnce();
  await expect(dialog).toContainText('1 new habit, 1 check-in to add, 0 already present');
  await expect(dialog).toContainText('Journal');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toContainText('Imported 1 habit and 1 check-in.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The habit reaches this device through sync.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: /Journal/ }).first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/app/settings');
  const again = await importOnce();
  await expect(again).toContainText('Nothing new to import: everything in this file is already here.');
  await expect(again.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // A file that is not an export is refused in words.
  await again
    .getByLabel('Choose file')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
  await expect(again.getByRole('alert')).toContainText('This is not a Habitat export file');
});

test('deleting the account asks twice, refuses a wrong password, then signs out to /', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  const confirms: string[] = [];
  page.on('dialog', (dialog) => {
    confirms.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  expect(confirms).toEqual([
    'Are you sure you want to delete your account? This action cannot be undone and will permanently delete all your data.',
  ]);
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('Password', { exact: true }).fill('Wrong123x');
  await prompt.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByTestId('settings-toast')).toContainText(
    'Account deletion failed: Password is incorrect',
  );

  await prompt.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await prompt.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByTestId('settings-toast')).toContainText(
    'Account deleted successfully. You will be logged out.',
  );
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('says what is built and what is not, with no dates and no "Coming Soon"', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/settings');
  const notifications = page.locator('[data-widget="notifications"]');
  const appearance = page.locator('[data-widget="appearance"]');
  const data = page.locator('[data-widget="data-management"]');
  // Weekly reports are Email Updates, team activity is Group activity push: both are controls.
  await expect(notifications.getByRole('switch', { name: 'Email Updates' })).toBeVisible();
  await expect(notifications.getByRole('switch', { name: 'Group activity' })).toBeVisible();
  await expect(notifications).toContainText('Habit reminders: turn one on for each habit');
  await expect(appearance).toContainText(
    'Not available yet: accent colours, and languages other than English.',
  );
  await expect(data.getByRole('button', { name: 'Import Data' })).toBeEnabled();
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/Coming Soon|Upcoming|Q[1-4] 20\d\d/i);
  await expect(main).not.toContainText(/\b2025\b/);
});

test.describe('Help & Support', () => {
  test('links go where the server is configured to send them, and the version is the app’s', async ({
    page,
    request,
  }) => {
    const health = await (await request.get('/api/health')).json();
    const { support } = health.data;
    const account = await createAccount(request);
    await openSignedIn(page, account, '/app/settings');
    const help = page.locator('[data-widget="help-support"]');
    await expect(help.getByRole('status')).toHaveText('All systems operational');
    // start-server.mjs sets the three SUPPORT_* variables, so every link is there to check.
    expect(support).toEqual({
      docsUrl: 'https://docs.habitat.test/guide',
      issuesUrl: 'https://issues.habitat.test/new',
      email: 'support@habitat.test',
    });
    await expect(help.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', support.docsUrl);
    await expect(help.getByRole('link', { name: 'Report Bug' })).toHaveAttribute('href', support.issuesUrl);
    await expect(help.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      `mailto:${support.email}`,
    );
    await expect(help.getByRole('link', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
    const { version } = JSON.parse(readFileSync(new URL('../web/package.json', import.meta.url), 'utf8'));
    await expect(help).toContainText(`Habitat v${version}`);
    await expect(help).not.toContainText('Coming Soon');
  });

  test('the status line follows the health check: degraded, unreachable, offline, and back', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request);
    await openSignedIn(page, account, '/app/settings');
    const help = page.locator('[data-widget="help-support"]');
    const status = help.getByRole('status');
    await expect(status).toHaveText('All systems operational');

    // The database stops answering: the server says so with a 503.
    await page.route('**/api/health', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({ status: 503, json: { ...body, data: { ...body.data, status: 'degraded' } } });
    });
    await page.reload();
    await expect(status).toContainText('Service degraded');
    // The links were kept from the answer.
    await expect(help.getByRole('link', { name: 'Documentation' })).toBeVisible();

    // No answer at all.
    await page.unroute('**/api/health');
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(status).toContainText("Can't reach the server");
    await expect(help.getByRole('link', { name: 'Report Bug' })).toBeVisible();

    // The device goes offline: nothing is asked, and it says so.
    await page.unroute('**/api/health');
    await context.setOffline(true);
    await expect(status).toContainText("You're offline");
    await context.setOffline(false);
    await expect(status).toHaveText('All systems operational');
  });
});
