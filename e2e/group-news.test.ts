import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, expect, test } from './fixtures';
import { addMember, openPerson, widget } from './group-people';
import { Dashboard } from './pages/Dashboard';

/**
 * Group news as another member meets it (issue 16): days logged late arrive as one item that
 * names what happened, and an encouragement reaches the bell and leads to the group's feed.
 */

const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function api(
  request: APIRequestContext,
  account: Account,
  method: 'post' | 'put',
  url: string,
  data = {},
) {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${account.token}` },
    data,
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** An owner and a member who adopted the group's 'Read' in full; the owner's bell starts empty. */
async function bookClub(request: APIRequestContext) {
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = (await api(request, owner, 'post', '/api/workspaces', { name: 'Book Club', type: 'study' }))
    .workspace._id as string;
  await addMember(request, owner, id, mia);
  const habit = (await api(request, owner, 'post', `/api/workspaces/${id}/habits`, { name: 'Read' })).habit;
  await api(request, mia, 'post', `/api/workspaces/${id}/habits/${habit._id}/adopt`, {
    personalSettings: { shareProgress: 'full' },
  });
  await api(request, owner, 'put', '/api/users/notifications/read-all');
  return { owner, mia, id };
}

test('days a member logs late reach the others as one item that names them', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { owner, mia, id } = await bookClub(request);

  const miaDevice = await openPerson(browser, mia, '/app/dashboard');
  const olive = await openPerson(browser, owner, `/app/groups/${id}`);
  try {
    const dashboard = new Dashboard(miaDevice.page);
    const log = dashboard.widget('Quick Actions').getByRole('form', { name: 'Log a past day' });
    for (const offset of [-3, -2, -1]) {
      await log.getByLabel('Log a past day').fill(isoDay(offset));
      await log.getByLabel('Read').check();
      await log.getByRole('button', { name: 'Save Day' }).click();
      await expect(log.getByLabel('Read')).toBeChecked();
    }
    await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });

    // The owner's open page hears of it: one item, not three pieces of news of today.
    const activity = widget(olive.page, 'Recent Activity');
    await expect(activity.getByText('Mia Member logged 3 past days of Read')).toBeVisible({
      timeout: 15_000,
    });
    await expect(activity.getByText(/Mia Member completed Read/)).toHaveCount(0);
    const bell = olive.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const notice = olive.page.getByRole('button', {
      name: /Mia Member logged 3 past days of Read in Book Club/,
    });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(olive.page).toHaveURL(new RegExp(`/app/groups/${id}/members/${mia.user._id}/dashboard$`));
    await expect(olive.page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  } finally {
    await miaDevice.context.close();
    await olive.context.close();
  }
});

test('an encouragement reaches the bell and opens the group at its feed', async ({ browser, request }) => {
  const { owner, mia, id } = await bookClub(request);
  const miaDevice = await openPerson(browser, mia, '/app/dashboard');
  try {
    await api(request, owner, 'post', '/api/encouragements', {
      toUserId: mia.user._id,
      workspaceId: id,
      type: 'general_support',
      message: 'Great week, keep it up!',
    });
    const bell = miaDevice.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    // The unread count is polled; a new page load asks at once.
    await miaDevice.page.reload();
    await bell.click();
    const notice = miaDevice.page.getByRole('button', {
      name: /Olive Owner encouraged you: “Great week, keep it up!”/,
    });
    await notice.click();
    await expect(miaDevice.page).toHaveURL(new RegExp(`/app/groups/${id}#encouragements$`));
  } finally {
    await miaDevice.context.close();
  }
});
