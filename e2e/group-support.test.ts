import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, widget } from './group-people';

/**
 * Support first (issue 31): a group page opens on who still has something to do today, each open
 * habit with a one-tap cheer that works offline, reaches its person's bell, and is not sent twice.
 */

const headers = (who: Account) => ({ authorization: `Bearer ${who.token}` });

/** Mia adopts the group's habit, sharing it fully, and has not done it today. */
async function miaHasReadOpen(request: APIRequestContext, owner: Account, mia: Account) {
  const id = await createGroup(request, owner, { name: 'Page Turners', type: 'study' });
  const created = await request.post(`/api/workspaces/${id}/habits`, {
    headers: headers(owner),
    data: { name: 'Read' },
  });
  expect(created.status()).toBe(201);
  const groupHabitId = (await created.json()).habit._id as string;
  await addMember(request, owner, id, mia);
  const adopted = await request.post(`/api/workspaces/${id}/habits/${groupHabitId}/adopt`, {
    headers: headers(mia),
    data: { personalSettings: { shareProgress: 'full' } },
  });
  expect(adopted.status()).toBe(201);
  return id;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height}, who's left today comes first, and one tap cheers a member on, offline too`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await createAccount(request, 'Olive Owner');
    const mia = await createAccount(request, 'Mia Member');
    const id = await miaHasReadOpen(request, owner, mia);

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await openSignedIn(page, owner, `/app/groups/${id}`);
      const left = widget(page, "Who's Left Today");
      await expect(left.getByText('1 person still has habits to do today.')).toBeVisible();
      const cheer = left.getByRole('button', { name: 'Cheer Mia Member on for Read' });
      await expect(cheer).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`left-today-${viewport.width}.png`),
        fullPage: false,
      });

      // No signal: the cheer is kept and shown at once, and cannot be sent twice.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await context.setOffline(true);
      await cheer.click();
      await expect(left.getByText('Cheered')).toBeVisible();
      await expect(cheer).toHaveCount(0);
      await expect(widget(page, 'Encouragement Feed').getByText('Cheering you on today!')).toBeVisible();

      const pushed = context.waitForEvent('response', (response) =>
        response.url().endsWith('/api/sync/push'),
      );
      await context.setOffline(false);
      expect((await pushed).status()).toBe(200);
      await expect
        .poll(async () => {
          const notices = await request.get('/api/users/notifications?limit=20', { headers: headers(mia) });
          const { notifications } = (await notices.json()).data as { notifications: { type: string }[] };
          return notifications.filter((notice) => notice.type === 'encouragement_received').length;
        })
        .toBe(1);

      // Mia checks in: she is no longer left, and the group's page says so.
      const habits = await request.get('/api/habits?includeWorkspaceHabits=true', { headers: headers(mia) });
      const habitId = (
        (await habits.json()).data.habits as { _id: string; workspaceId: string | null }[]
      ).find((habit) => habit.workspaceId === id)?._id;
      const today = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      const checked = await request.post(`/api/habits/${habitId}/check`, {
        headers: headers(mia),
        data: { date: today, completed: true, value: 1 },
      });
      expect(checked.status()).toBe(200);
      await expect(left.getByText('Nobody has anything left today.')).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('a new group does not rank its members until an owner turns ranking on, offline too', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'Olive Owner');
  const mia = await createAccount(request, 'Mia Member');
  const id = await miaHasReadOpen(request, owner, mia);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await openSignedIn(page, owner, `/app/groups/${id}`);
    const board = widget(page, 'Leaderboard');
    await expect(board.getByText(/This group doesn’t compete/)).toBeVisible();
    await expect(board.getByText('🥇')).toHaveCount(0);

    await page.goto(`/app/groups/${id}/settings`);
    const card = page.getByRole('region', { name: 'Support & Competition' });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await context.setOffline(true);
    await card.getByRole('checkbox', { name: 'Rank members on the leaderboard' }).check();
    await card.getByLabel('Show a member as away after').selectOption('14');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('support-settings-390.png') });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back to Page Turners' }).click();
    await expect(widget(page, 'Leaderboard').getByText(/This group doesn’t compete/)).toHaveCount(0);
    await context.setOffline(false);
    await expect
      .poll(async () => {
        const group = await request.get(`/api/workspaces/${id}`, { headers: headers(owner) });
        const { settings } = (await group.json()).workspace as {
          settings: { competition: boolean; awayAfterDays: number };
        };
        return [settings.competition, settings.awayAfterDays];
      })
      .toEqual([true, 14]);
  } finally {
    await context.close();
  }
});
