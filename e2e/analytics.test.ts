import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';

/**
 * Spec §2 Analytics, issue 7: the time range (7 days by default, invalid stored values fall back),
 * figures computed on the device from local data, the welcome banner, and offline use.
 */

const DAY_MS = 86_400_000;

/** Days back from today in UTC (accounts start in UTC): offset 0 is today. */
function dayBack(offset: number): string {
  return new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);
}

async function habitWithCheckIns(
  request: APIRequestContext,
  account: Account,
  name: string,
  doneOn: (offset: number) => boolean,
): Promise<void> {
  const headers = { authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/habits', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()).data.habit;
  // Oldest first, as a person would: each check-in extends the run, and the server awards streak badges.
  for (let offset = 19; offset >= 0; offset -= 1) {
    const checked = await request.post(`/api/habits/${id}/check`, {
      headers,
      data: { date: dayBack(offset), completed: doneOn(offset) },
    });
    expect(checked.status()).toBe(200);
  }
}

test('the time range switches every figure, is remembered, and works offline', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  // Read: done each of the last 20 days. Walk: every other day. Nothing earlier.
  await habitWithCheckIns(request, account, 'Read', () => true);
  await habitWithCheckIns(request, account, 'Walk', (offset) => offset % 2 === 0);
  await openSignedIn(page, account, '/app/analytics');

  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const range = page.getByRole('group', { name: 'Time Range' });
  await expect(range.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.locator('section[data-widget="habit-table"]');
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  // 7 days: Read 7 of 7; Walk on offsets 0, 2, 4, 6 = 4 of 7.
  await expect(row('Read')).toContainText('7 of 7');
  await expect(row('Read')).toContainText('100%');
  await expect(row('Walk')).toContainText('4 of 7');
  await expect(row('Walk')).toContainText('57%');
  await expect(page.locator('section[data-widget="correlations"]')).toContainText(
    'Not enough data yet: correlations need at least 14 days on which both habits were due.',
  );

  // 30 days: the habits' history starts 19 days back, so 20 due days each; Walk 10 of 20.
  await range.getByRole('button', { name: '30 Days' }).click();
  await expect(range.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row('Read')).toContainText('20 of 20');
  await expect(row('Walk')).toContainText('10 of 20');
  await expect(row('Walk')).toContainText('50%');
  // Read is always done: no variation, so no pair can be measured either.
  await expect(page.locator('section[data-widget="correlations"]')).toContainText('Not enough data yet');
  for (const title of [
    'Completion Trend',
    'Best & Worst Days',
    'Calendar Heatmap',
    'Habit Performance',
    'Top Habits',
    'Check-in Times',
    'Habits Done Together',
    'Badges',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  // Badges: the server recorded the first check-in and Read's 20-day run (7-Day Streak), with dates.
  const badges = page.locator('section[data-widget="badges"]');
  await expect(badges.getByLabel('First Check-in: earned')).toContainText('Earned');
  await expect(badges.getByLabel('7-Day Streak: earned')).toContainText('Earned');
  await expect(badges.getByLabel('30-Day Streak: not earned yet')).toBeVisible();

  // The choice is part of the synced analytics layout: it survives a reload.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Time Range' }).getByRole('button', { name: '30 Days' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Every figure is computed on the device: switching works with no network.
  await context.setOffline(true);
  await page.getByRole('group', { name: 'Time Range' }).getByRole('button', { name: '90 Days' }).click();
  await expect(row('Walk')).toContainText('10 of 20');
  await expect(
    page.getByRole('group', { name: 'Time Range' }).getByRole('button', { name: '90 Days' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);
});

test('a stored range that is not 7, 30 or 90 days falls back to 7 days', async ({ page, request }) => {
  const account = await createAccount(request);
  await habitWithCheckIns(request, account, 'Read', () => true);
  const pushed = await request.post('/api/sync/push', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      clientId: crypto.randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'layout.save',
          args: { key: 'analytics', filters: { timeRange: '365d' } },
          hlc: `${String(Date.now()).padStart(15, '0')}:00000:e2e`,
        },
      ],
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
  await openSignedIn(page, account, '/app/analytics');
  const range = page.getByRole('group', { name: 'Time Range' });
  await expect(range.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');
});

test('with no habits a welcome banner offers the first one', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/analytics');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Analytics Dashboard!' })).toBeVisible();
  await page.locator('[data-add-habit-button]').click();
  const dialog = page.getByRole('dialog', { name: 'Create Habit' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Meditate');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Your Analytics Dashboard!' })).toBeHidden();
  await expect(page.locator('section[data-widget="habit-table"]')).toContainText('Meditate');
});
