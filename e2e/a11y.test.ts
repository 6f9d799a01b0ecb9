import type { APIRequestContext } from '@playwright/test';
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

/**
 * The group screens, in three tests that run side by side: one axe scan of a page and its dialogs
 * takes seconds on a 2-core machine, and a dozen of them in one test outgrew its time under load.
 */
async function groupWithInvitation(request: APIRequestContext) {
  const owner = await createAccount(request, 'Olive Owner');
  const email = `axe-guest-${crypto.randomUUID()}@example.com`;
  const id = await createGroup(request, owner, { name: 'Axe Club', isPublic: true });
  const invited = await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, message: 'Welcome aboard' },
  });
  expect(invited.status()).toBe(201);
  return { owner, id, email };
}

test('axe finds nothing serious on the groups list and the Create Group dialog', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'Olive Owner');
  await createGroup(request, owner, { name: 'Axe Club', isPublic: true });
  await openSignedIn(page, owner, '/app/groups');
  await expect(page.getByRole('main').getByRole('link', { name: /Axe Club/ })).toBeVisible();
  expect(await seriousViolations(page), 'groups list').toEqual([]);
  await page.getByRole('button', { name: 'Create Group' }).click();
  const create = page.getByRole('dialog', { name: 'Create Group' });
  for (const tab of ['Details', 'Appearance', 'Settings']) {
    await create.getByRole('tab', { name: tab }).click();
    await expect(create.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page, '[role="dialog"]'), `create group ${tab}`).toEqual([]);
  }
});

test('axe finds nothing serious on a group, its invite dialog and its settings', async ({
  page,
  request,
}) => {
  const { owner, id, email } = await groupWithInvitation(request);
  await openSignedIn(page, owner, `/app/groups/${id}`);
  await expect(page.getByText('Olive Owner (You)')).toBeVisible();
  expect(await seriousViolations(page), 'group detail').toEqual([]);
  await page.getByRole('button', { name: 'Invite people' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'invite dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`/app/groups/${id}/settings`);
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page), 'group settings').toEqual([]);
});

test('axe finds nothing serious on a public group seen from outside and on an invitation', async ({
  page,
  request,
  browser,
}) => {
  const { id, email } = await groupWithInvitation(request);
  // The public group as its link shows it to someone outside (issue 16).
  const stranger = await createAccount(request, 'Stan Stranger');
  await openSignedIn(page, stranger, `/app/groups/${id}`);
  await expect(page.getByRole('button', { name: 'Request to Join' })).toBeVisible();
  expect(await seriousViolations(page), 'group preview').toEqual([]);

  const { invitationLink } = await import('./outbox');
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(await invitationLink(email));
    await guest.getByRole('button', { name: 'Login to Join' }).click();
    expect(await seriousViolations(guest), 'invitation page').toEqual([]);
  } finally {
    await context.close();
  }
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
