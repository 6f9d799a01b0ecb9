import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { invitationLink } from './outbox';
import { Dashboard } from './pages/Dashboard';

/**
 * The accountability half of groups with three people: an owner who adds a habit and watches,
 * a member who adopts it and checks in offline, and a member who keeps an adopted habit private.
 */

async function addMember(request: APIRequestContext, owner: Account, id: string, member: Account) {
  await request.post(`/api/workspaces/${id}/members/invite`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: member.email },
  });
  const token = (await invitationLink(member.email)).split('/invite/')[1];
  const accepted = await request.post(`/api/workspaces/invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(accepted.status()).toBe(200);
}

async function openPerson(browser: Browser, account: Account, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return { context, page };
}

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function addGroupWidget(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Widget' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Widget' });
  await modal.getByRole('button', { name: title }).click();
  await expect(modal).toBeHidden();
  await expect(widget(page, title)).toBeVisible();
}

test('a member adopts and checks in offline; the owner sees the activity, the notification and the board move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const pat = await createAccount(request, 'Pat Private');
  const created = await request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Dawn Walkers', type: 'fitness' },
  });
  const id = (await created.json()).workspace._id as string;
  await addMember(request, owner, id, mia);
  await addMember(request, owner, id, pat);

  const olive = await openPerson(browser, owner, `/app/groups/${id}`);
  const miaDevice = await openPerson(browser, mia, `/app/groups/${id}`);
  const patDevice = await openPerson(browser, pat, `/app/groups/${id}`);
  try {
    // The owner adds the group's habit.
    const habits = widget(olive.page, 'Group Habits');
    await habits.getByRole('button', { name: 'Add Habit' }).click();
    const form = olive.page.getByRole('dialog', { name: 'Create Habit' });
    await form.getByLabel('Name').fill('Morning walk');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();
    await expect(habits.getByText('1 habit available')).toBeVisible();
    await addGroupWidget(olive.page, 'Leaderboard');
    await addGroupWidget(olive.page, 'Member Progress');

    // Pat adopts it privately: nothing of it reaches the others.
    const patHabits = widget(patDevice.page, 'Group Habits');
    await patHabits.getByRole('button', { name: /Morning walk/ }).click();
    const patAdopt = patDevice.page.getByRole('dialog', { name: 'Adopt Habit' });
    await patAdopt.getByRole('radio', { name: /Private/ }).check();
    await patAdopt.getByRole('button', { name: 'Adopt Habit' }).click();
    await expect(patAdopt).toBeHidden();
    await expect(patHabits.getByText('Adopted')).toBeVisible();

    // Mia adopts it, then checks in on the train with no signal.
    const miaHabits = widget(miaDevice.page, 'Group Habits');
    await miaHabits.getByRole('button', { name: /Morning walk/ }).click();
    const adopt = miaDevice.page.getByRole('dialog', { name: 'Adopt Habit' });
    // The group's default visibility is preselected (progress only); Mia shares in full.
    await expect(adopt.getByRole('radio', { name: /Progress only/ })).toBeChecked();
    await adopt.getByRole('radio', { name: /Full/ }).check();
    await adopt.getByRole('button', { name: 'Adopt Habit' }).click();
    await expect(adopt).toBeHidden();
    await expect(miaHabits.getByText('Adopted')).toBeVisible();
    const board = widget(olive.page, 'Leaderboard');
    await expect(board.getByText('Mia Member', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(board.getByText('0%', { exact: true })).toBeVisible();

    const dashboard = new Dashboard(miaDevice.page);
    await miaDevice.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 10_000 });
    await dashboard.waitForOfflineReady();
    await miaDevice.context.setOffline(true);
    await dashboard.checkButton('Morning walk').click();
    await dashboard.expectChecked('Morning walk', true);
    await expect(dashboard.syncStatus).toHaveText('Offline · 1 change waiting');
    await miaDevice.context.setOffline(false);
    await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 10_000 });

    // The owner's page hears of it without a reload: the sentence, the bell and the board.
    const activity = widget(olive.page, 'Recent Activity');
    await expect(activity.getByText('Mia Member completed Morning walk')).toBeVisible({ timeout: 10_000 });
    await expect(activity.getByText('Just now').first()).toBeVisible();
    await expect(board.getByText('100%', { exact: true })).toBeVisible();
    const bell = olive.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible({ timeout: 10_000 });
    const unread = async () => Number((await bell.textContent())?.match(/\d+/)?.[0] ?? 0);
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const notice = olive.page.getByRole('button', {
      name: /Mia Member completed Morning walk in Dawn Walkers/,
    });
    await expect(notice).toBeVisible();

    // Pat's private habit shows nowhere on the owner's page.
    await expect(board.getByText('Pat Private')).toHaveCount(0);
    await expect(widget(olive.page, 'Member Progress').getByText('Pat Private')).toHaveCount(0);
    await expect(activity.getByText(/Pat Private (adopted|completed)/)).toHaveCount(0);

    // Opening the notification reads it and goes to its group.
    await notice.click();
    await expect(olive.page).toHaveURL(new RegExp(`/app/groups/${id}$`));
    await expect(notice).toBeHidden();
    await expect.poll(unread).toBe(before - 1);
  } finally {
    await olive.context.close();
    await miaDevice.context.close();
    await patDevice.context.close();
  }
});

test('an encouragement goes to a member and their response comes back', async ({ browser, request }) => {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const created = await request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Page Turners', type: 'study' },
  });
  const id = (await created.json()).workspace._id as string;
  await addMember(request, owner, id, mia);

  const olive = await openPerson(browser, owner, `/app/groups/${id}`);
  const miaDevice = await openPerson(browser, mia, `/app/groups/${id}`);
  try {
    await addGroupWidget(olive.page, 'Encouragement Feed');
    const feed = widget(olive.page, 'Encouragement Feed');
    await expect(feed.getByText('No encouragements yet')).toBeVisible();
    await feed.getByRole('button', { name: 'Send' }).click();
    const dialog = olive.page.getByRole('dialog', { name: 'Send Encouragement' });
    await dialog.getByLabel('To').selectOption({ label: 'Mia Member' });
    const message = dialog.getByLabel('Message');
    await message.fill('Great week, keep it up!');
    await expect(dialog.getByText('23/500 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(olive.page.getByText('Encouragement sent to Mia Member!')).toBeVisible();
    await expect(feed.getByText('Great week, keep it up!')).toBeVisible();

    await addGroupWidget(miaDevice.page, 'Encouragement Feed');
    const miaFeed = widget(miaDevice.page, 'Encouragement Feed');
    await expect(miaFeed.getByText('Great week, keep it up!')).toBeVisible();
    await miaFeed.getByRole('button', { name: 'Respond' }).click();
    await miaFeed.getByLabel(/Reply to/).fill('Thank you!');
    await miaFeed.getByRole('button', { name: 'Send' }).last().click();
    await expect(miaFeed.getByText('You replied: Thank you!')).toBeVisible();

    // The sender sees the answer arrive.
    await expect(feed.getByText('Mia Member replied: Thank you!')).toBeVisible({ timeout: 10_000 });
  } finally {
    await olive.context.close();
    await miaDevice.context.close();
  }
});
