import { seriousViolations } from './axe';
import { createAccount, expect, openSignedIn, test } from './fixtures';
import { createGroup } from './group-people';
import { Dashboard } from './pages/Dashboard';

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on the dashboard and the habit dialog (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // six axe scans on a 2-core machine
    const account = await createAccount(request);
    await openSignedIn(page, account, '/app/dashboard');
    const dashboard = new Dashboard(page);
    await page.getByRole('button', { name: theme === 'light' ? 'Light theme' : 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await dashboard.createHabit('Read');
    await dashboard.checkButton('Read').click();
    await dashboard.expectChecked('Read', true);
    await dashboard.addWidget('Habit Table');
    await dashboard.addWidget('Habit Streaks');
    await page.getByLabel('Edit All').check();
    await expect(dashboard.widget('Habits Overview').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const dialog = await dashboard.editHabit('Read');
    for (const tab of ['Details', 'Style', 'Settings', 'Manage']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page, '[role="dialog"]'), `${tab} tab`).toEqual([]);
    }
  });
}

test('axe finds nothing serious on the group screens and their dialogs', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const headers = { authorization: `Bearer ${owner.token}` };
  const id = await createGroup(request, owner, { name: 'Axe Club', isPublic: true });
  const invited = await request.post(`/api/workspaces/${id}/members/invite`, {
    headers,
    data: { email: 'axe-guest@example.com', message: 'Welcome aboard' },
  });
  expect(invited.status()).toBe(201);

  await openSignedIn(page, owner, '/app/groups');
  await expect(page.getByRole('main').getByRole('link', { name: /Axe Club/ })).toBeVisible();
  expect(await seriousViolations(page), 'groups list').toEqual([]);
  await page.getByRole('button', { name: 'Create Group' }).click();
  const create = page.getByRole('dialog', { name: 'Create Group' });
  for (const tab of ['Details', 'Appearance', 'Settings']) {
    await create.getByRole('tab', { name: tab }).click();
    expect(await seriousViolations(page, '[role="dialog"]'), `create group ${tab}`).toEqual([]);
  }
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/app/groups/${id}`);
  await expect(page.getByText('Olive Owner (You)')).toBeVisible();
  expect(await seriousViolations(page), 'group detail').toEqual([]);
  await page.getByRole('button', { name: 'Invite people' }).click();
  expect(await seriousViolations(page, '[role="dialog"]'), 'invite dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`/app/groups/${id}/settings`);
  await expect(page.getByText('axe-guest@example.com')).toBeVisible();
  expect(await seriousViolations(page), 'workspace settings').toEqual([]);

  // The public group as its link shows it to someone outside (issue 16).
  const stranger = await createAccount(request, 'Stan Stranger');
  const outside = await (await browser.newContext()).newPage();
  await openSignedIn(outside, stranger, `/app/groups/${id}`);
  await expect(outside.getByRole('button', { name: 'Request to Join' })).toBeVisible();
  expect(await seriousViolations(outside), 'group preview').toEqual([]);
  await outside.context().close();

  const { invitationLink } = await import('./outbox');
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(await invitationLink('axe-guest@example.com'));
  await guest.getByRole('button', { name: 'Login to Join' }).click();
  expect(await seriousViolations(guest), 'invitation page').toEqual([]);
  await guest.context().close();
});

test('the dashboard works from the keyboard alone', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Stretch');
  const check = dashboard.checkButton('Stretch');
  await check.focus();
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
  await dashboard.expectChecked('Stretch', true);
  // Focus is visible: the outline is drawn when the keyboard moves focus.
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.getByRole('button', { name: 'Add Widget' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Widget' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
