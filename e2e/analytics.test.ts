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
  days = 20,
): Promise<void> {
  const headers = { authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/habits', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()).data.habit;
  // Oldest first, as a person would: each check-in extends the run, and the server awards streak badges.
  for (let offset = days - 1; offset >= 0; offset -= 1) {
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
  // Seven days carry no pattern, and the suggestions say so rather than guess.
  const suggestions = page.locator('section[data-widget="suggestions"]');
  await expect(suggestions).toContainText('Not enough history yet for patterns');
  await expect(suggestions).toContainText('Choose 30 or 90 days');

  // 30 days: the habits' history starts 19 days back, so 20 due days each; Walk 10 of 20.
  await range.getByRole('button', { name: '30 Days' }).click();
  await expect(range.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row('Read')).toContainText('20 of 20');
  await expect(row('Walk')).toContainText('10 of 20');
  await expect(row('Walk')).toContainText('50%');
  // Read is always done: no variation, so no pair can be measured either.
  await expect(page.locator('section[data-widget="correlations"]')).toContainText('Not enough data yet');
  // Suggestions read up to yesterday (today is still open): 19 days, Walk on 9 of them.
  await expect(suggestions.getByRole('listitem')).toHaveCount(2);
  await expect(suggestions).toContainText('Walk needs attention');
  await expect(suggestions).toContainText('Done on 9 of 19 due days (47%)');
  await expect(suggestions).toContainText('Read is your strongest habit');
  for (const title of [
    'Suggestions',
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

test('suggestions from a month of history: a streak to keep today, weak and strong habits, habits done together', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  // Stretch: done every day for 29 days, not yet today. Read: every day, today too.
  // Walk: every other day. Journal: only on Walk's days.
  await habitWithCheckIns(request, account, 'Stretch', (offset) => offset > 0, 30);
  await habitWithCheckIns(request, account, 'Read', () => true, 30);
  await habitWithCheckIns(request, account, 'Walk', (offset) => offset % 2 === 0, 30);
  await habitWithCheckIns(request, account, 'Journal', (offset) => offset % 2 === 0, 30);
  await openSignedIn(page, account, '/app/analytics');
  const suggestions = page.locator('section[data-widget="suggestions"]');

  // A streak at risk is about today, whatever the range.
  await expect(suggestions).toContainText('Keep your Stretch streak');
  await expect(suggestions).toContainText('29 days in a row so far, and it is due today.');
  await expect(suggestions).not.toContainText('needs attention');
  // A streak is not a pattern: at 7 days the widget still says why no pattern is named.
  await expect(suggestions).toContainText('Not enough history yet for patterns');

  await page.getByRole('group', { name: 'Time Range' }).getByRole('button', { name: '30 Days' }).click();
  const items = suggestions.getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Keep your Stretch streak');
  // Walk and Journal tie at 14 of 29: the first listed is named.
  await expect(items.nth(1)).toContainText('Walk needs attention');
  await expect(items.nth(1)).toContainText('Done on 14 of 29 due days (48%)');
  // A real pattern (Journal exactly on Walk's days), said as what happened together, not as a cause.
  await expect(items.nth(2)).toContainText('Walk and Journal are often done on the same days');
  await expect(items.nth(2)).toContainText(
    'Journal was done on 100% of the days with Walk and on 0% of the days without it (29 days with check-ins).',
  );
  await expect(suggestions).not.toContainText('brings');
  await expect(items.nth(3)).toContainText('Stretch is your strongest habit');
  await expect(suggestions).toContainText('From your check-ins over the last 30 days, up to yesterday.');
  await expect(suggestions).toContainText('A pattern is named only when it is unlikely to be chance');
  await expect(suggestions).not.toContainText(/\bAI\b/);

  // Stretch checked in today (on another device): once it syncs here, the warning is gone.
  const headers = { authorization: `Bearer ${account.token}` };
  const habits = (await (await request.get('/api/habits', { headers })).json()).data.habits as {
    _id: string;
    name: string;
  }[];
  const stretch = habits.find((habit) => habit.name === 'Stretch');
  expect(stretch).toBeDefined();
  await request.post(`/api/habits/${stretch?._id}/check`, {
    headers,
    data: { date: dayBack(0), completed: true },
  });
  await page.reload();
  await expect(suggestions).toContainText('Stretch is your strongest habit');
  await expect(suggestions).not.toContainText('Keep your Stretch streak');
});
