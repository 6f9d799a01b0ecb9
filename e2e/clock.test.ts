import type { Page } from '@playwright/test';
import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

const DAY_MS = 86_400_000;

/** This browser's clock set a day behind: Date and Date.now read yesterday, timers run as usual. */
async function clockADayBehind(page: Page): Promise<void> {
  await page.addInitScript((shift) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as ConstructorParameters<typeof Date>));
      }
      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, -DAY_MS);
  // The shift reaches the page only: the service worker runs on the real clock, and a sync of its
  // own (the page going offline asks for one) measured no offset and wrote that over the page's.
  // On a phone both share one clock; here the worker is kept from measuring.
  await page
    .context()
    .route('**/api/sync/time', (route) =>
      route.request().serviceWorker() ? route.abort() : route.fallback(),
    );
}

/** A date key (YYYY-MM-DD) of `time` in UTC, the zone of accounts made through the API. */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The welcome card's date: "Friday 27 November". */
function shownDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

test('a device clock a day behind shows the real today, says so, and stores the day tapped', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const habitId = await createHabitThroughApi(request, account, 'Stretch');
  await clockADayBehind(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  // The real today is read at each check (the test's own clock is right).
  await expect(page.getByTestId('clock-note')).toHaveText(
    "This device's clock is 1 day behind; Habitat uses the right time.",
  );
  await expect(page.locator('.welcome__date')).toContainText(shownDate(utcDay(Date.now())));

  await dashboard.checkButton('Stretch').click();
  await dashboard.expectChecked('Stretch', true);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  const entries = await request.get(
    `/api/habits/${habitId}/entries?startDate=${utcDay(Date.now() - 3 * DAY_MS)}&endDate=${utcDay(Date.now() + 3 * DAY_MS)}`,
    { headers: { authorization: `Bearer ${account.token}` } },
  );
  const stored = (await entries.json()).data.entries as Array<{ date: string; completed: boolean }>;
  expect(stored.map((entry) => entry.date)).toEqual([utcDay(Date.now())]);

  // Started again with no network, the app still knows how far off this clock is.
  await dashboard.waitForOfflineReady();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('clock-note')).toHaveText(
    "This device's clock is 1 day behind; Habitat uses the right time.",
  );
  await expect(page.locator('.welcome__date')).toContainText(shownDate(utcDay(Date.now())));
  await dashboard.expectChecked('Stretch', true);
  await page.context().setOffline(false);
});

test('a device clock a few seconds off gets no note', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await expect(page.locator('.welcome__date')).toContainText(shownDate(utcDay(Date.now())));
  await expect(page.getByTestId('clock-note')).toHaveCount(0);
});
