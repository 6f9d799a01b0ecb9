import {
  createAccount,
  createHabitThroughApi,
  expect,
  openSignedIn,
  serverTimeFollowsPage,
  test,
} from './fixtures';
import { Dashboard } from './pages/Dashboard';

/** Monday of last week, at 10:00 UTC: a fixed weekday close to the server's real time. */
function lastMonday(): Date {
  const now = new Date();
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday - 7, 10),
  );
}

const DAY_MS = 86_400_000;

test('the welcome card greets, shows the minute, and counts today', async ({ page, request }) => {
  const account = await createAccount(request);
  const monday = lastMonday();
  await page.clock.install({ time: new Date(monday.getTime() + 4 * 3_600_000) }); // 14:00 UTC
  await serverTimeFollowsPage(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  const welcome = page.getByRole('region', { name: /^Good afternoon, Ada!$/ });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Ready to start your journey?');
  await expect(welcome).toContainText(
    "You haven't added any habits yet. Add one using one of the widgets below!",
  );

  const clock = page.getByTestId('live-clock');
  // Hours and minutes, turning over with the minute (no ticking seconds).
  await expect(clock).toHaveText(/^14:0\d$/);
  const shown = await clock.textContent();
  await page.clock.runFor(1000);
  await expect(clock).toHaveText(shown ?? '');
  await page.clock.runFor(60_000);
  await expect(clock).not.toHaveText(shown ?? '');

  await dashboard.createHabit('Read');
  await dashboard.createHabit('Run');
  await expect(page.getByTestId('today-summary')).toHaveText('0 of 2 done');
  await dashboard.checkButton('Read').click();
  await expect(page.getByTestId('today-summary')).toHaveText('1 of 2 done');
  await expect(page.getByRole('progressbar', { name: "Today's progress" })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await dashboard.checkButton('Run').click();
  await expect(page.getByTestId('today-summary')).toHaveText('2 of 2 done 🎉');
  await expect(page.getByTestId('best-streak')).toHaveText('1 day');
  await expect(page.getByTestId('weekly-goal')).toHaveText('100%');
});

test('a skipped day keeps the streak, a missed one breaks it', async ({ page, request }) => {
  const account = await createAccount(request);
  const monday = lastMonday();
  await page.clock.install({ time: monday });
  await serverTimeFollowsPage(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Stretch');
  await dashboard.createHabit('Journal');
  await dashboard.checkButton('Stretch').click();
  await dashboard.checkButton('Journal').click();
  await dashboard.expectChecked('Journal', true);

  // Tuesday: Stretch is skipped (travelling), Journal simply forgotten.
  await page.clock.setSystemTime(new Date(monday.getTime() + DAY_MS));
  await page.reload();
  // Skip is in the habit's sheet, a tap on the row away.
  const sheet = await dashboard.openHabit('Stretch');
  const skip = sheet.getByRole('button', { name: 'Skip today' });
  await skip.click();
  await expect(dashboard.row('Stretch')).toContainText('Skipped today');
  await expect(skip).toHaveAttribute('aria-pressed', 'true');
  // The sheet returns focus to the row when it closes.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(dashboard.openButton('Stretch')).toBeFocused();
  await expect(dashboard.row('Stretch').getByTestId('habit-streak')).toHaveText('Streak 1 day');

  // Wednesday: both done.
  await page.clock.setSystemTime(new Date(monday.getTime() + 2 * DAY_MS));
  await page.reload();
  await dashboard.checkButton('Stretch').click();
  await dashboard.checkButton('Journal').click();
  await expect(dashboard.row('Stretch').getByTestId('habit-streak')).toHaveText('Streak 2 days');
  await expect(dashboard.row('Journal').getByTestId('habit-streak')).toHaveText('Streak 1 day');
  await expect(page.getByTestId('best-streak')).toHaveText('2 days');
  // The sheet's week shows Monday done, Tuesday skipped.
  const week = await dashboard.openHabit('Stretch');
  await expect(week.getByRole('button', { name: /^Stretch, Tuesday .*: skipped$/ })).toBeVisible();
  await expect(week.getByRole('button', { name: /^Stretch, Monday .*: done$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dashboard.syncStatus).toHaveText('Synced');
});

test("a day of this week is checked and unchecked from the habit's sheet", async ({ page, request }) => {
  const account = await createAccount(request);
  const monday = lastMonday();
  await page.clock.install({ time: new Date(monday.getTime() + 3 * DAY_MS) }); // Thursday
  await serverTimeFollowsPage(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Floss');
  const row = dashboard.row('Floss');
  const sheet = await dashboard.openHabit('Floss');
  const tuesday = sheet.getByRole('button', { name: /^Floss, Tuesday .*: (done|not done)$/ });
  await tuesday.click();
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('button', { name: /^Floss, Saturday/ })).toBeDisabled();
  await tuesday.click();
  await expect(tuesday).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await dashboard.checkButton('Floss').click();
  await dashboard.expectChecked('Floss', true);
  await expect(row.getByTestId('habit-streak')).toHaveText('Streak 1 day');
  await dashboard.checkButton('Floss').click();
  await dashboard.expectChecked('Floss', false);
  await expect(dashboard.syncStatus).toHaveText('Synced');
});

test('an amount habit counts as done once the logged value reaches its target', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await page.getByRole('button', { name: 'Add Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Habit' });
  await dialog.getByLabel('Name').fill('Read pages');
  await dialog.getByLabel('Target').fill('20');
  await dialog.getByLabel('Unit').fill('pages');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  // The exact amount is in the habit's sheet; the row shows it and the ring's share.
  const sheet = await dashboard.openHabit('Read pages');
  const amount = sheet.getByLabel('Read pages amount today');
  const ring = dashboard.addButton('Read pages', '2 pages');
  await amount.fill('12');
  await amount.press('Enter');
  await expect(dashboard.row('Read pages').getByTestId('habit-amount')).toHaveText('12 / 20 pages');
  await expect(ring).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('today-summary')).toHaveText('0 of 1 done');
  await amount.fill('20');
  await amount.press('Enter');
  await expect(ring).toHaveAttribute('data-done', 'true');
  await expect(ring).toHaveAttribute('data-saved', 'true');
  await expect(page.getByTestId('today-summary')).toHaveText('1 of 1 done 🎉');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(dashboard.row('Read pages').getByTestId('habit-amount')).toHaveText('20 / 20 pages');
  await expect((await dashboard.openHabit('Read pages')).getByLabel('Read pages amount today')).toHaveValue(
    '20',
  );
});

test('quick actions complete the day and log a past day in bulk', async ({ page, request }) => {
  const account = await createAccount(request);
  const monday = lastMonday();
  await page.clock.install({ time: new Date(monday.getTime() + 2 * DAY_MS) }); // Wednesday
  await serverTimeFollowsPage(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Walk');
  await dashboard.createHabit('Water');
  const quick = dashboard.widget('Quick Actions');
  await quick.getByRole('button', { name: 'Complete All Today' }).click();
  await dashboard.expectChecked('Walk', true);
  await dashboard.expectChecked('Water', true);
  await expect(quick.getByRole('button', { name: 'Complete All Today' })).toBeDisabled();

  const log = quick.getByRole('form', { name: 'Log a past day' });
  await expect(log.getByLabel('Log a past day')).toHaveValue(
    new Date(monday.getTime() + DAY_MS).toISOString().slice(0, 10),
  );
  await log.getByLabel('Walk').check();
  await log.getByRole('button', { name: 'Save Day' }).click();
  // Said in the form, not in a toast.
  await expect(log.getByRole('status')).toHaveText(/^Saved Tuesday/);
  const walk = await dashboard.openHabit('Walk');
  await expect(walk.getByRole('button', { name: /^Walk, Tuesday .*: done$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  const water = await dashboard.openHabit('Water');
  await expect(water.getByRole('button', { name: /^Water, Tuesday .*: not done$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dashboard.row('Walk').getByTestId('habit-streak')).toHaveText('Streak 2 days');

  // Other screens open quick actions and the habit dialog with window events.
  await page.evaluate(() => window.dispatchEvent(new Event('openQuickActions')));
  await expect(page.getByRole('dialog', { name: 'Quick Actions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.dispatchEvent(new Event('openAddHabitModal')));
  await expect(page.getByRole('dialog', { name: 'Create Habit' })).toBeVisible();
});

test('widgets are added, removed and reset, and the layout follows the person to another device', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request);
  // Breakpoints apply to the grid's own width: the sidebar takes its share of the window.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await createHabitThroughApi(request, account, 'Read');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  // The breakpoint's badge is for arranging: it shows in edit mode only.
  await expect(dashboard.widget('My Habits')).toBeVisible();
  await expect(page.getByTestId('grid-view')).toHaveCount(0);
  await page.getByLabel('Edit All').check();
  await expect(page.getByTestId('grid-view')).toHaveText('View: lg');
  await page.getByLabel('Edit All').uncheck();
  // Today's habits first (issue 27), quick actions beside them, the chart below.
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Quick Actions', 'Habits Overview']);

  await page.getByRole('button', { name: 'Add Widget' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Widget' });
  await expect(modal.getByRole('button', { name: /My Habits/ })).toBeDisabled();
  await expect(modal.getByRole('button', { name: /My Habits/ })).toContainText('Active');
  await expect(
    modal.getByText('Every habit against every day of a week or a month, as a table.'),
  ).toBeVisible();
  await modal.getByRole('button', { name: /Group Challenges/ }).click();
  await expect(page.getByText('Group challenges are not available yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  await dashboard.addWidget('Habit Streaks');
  await expect
    .poll(() => dashboard.widgetOrder())
    .toEqual(['My Habits', 'Quick Actions', 'Habits Overview', 'Habit Streaks']);
  await dashboard.removeWidget('Quick Actions');
  await expect(page.getByRole('button', { name: 'Reset Layout' })).toHaveCount(0);
  await expect(dashboard.syncStatus).toHaveText('Synced');

  await page.reload();
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Habits Overview', 'Habit Streaks']);

  const laptop = await browser.newPage();
  await openSignedIn(laptop, account, '/app/dashboard');
  const second = new Dashboard(laptop);
  // A new device shows the default dashboard until its first sync brings the person's own.
  await expect(second.syncStatus).toHaveText('Synced');
  await expect(second.widget('Habit Streaks')).toBeVisible();
  await expect(second.widget('Quick Actions')).toHaveCount(0);
  await laptop.close();

  await page.getByLabel('Edit All').check();
  await page.getByRole('button', { name: 'Reset Layout' }).click();
  await expect(dashboard.widget('Habit Streaks')).toHaveCount(0);
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Quick Actions', 'Habits Overview']);
});

test('widgets move only in edit mode, by their handle, and stay where they were put', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  const chart = dashboard.widget('Habits Overview');
  await expect(chart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Habits Overview widget', exact: true })).toHaveCount(0);

  // One widget in edit mode through its pencil.
  await chart.getByRole('button', { name: 'Edit Habits Overview widget' }).click();
  await expect(page.getByRole('button', { name: 'Reset Layout' })).toBeVisible();
  const handle = page.getByRole('button', { name: 'Move Habits Overview widget', exact: true });
  await expect(page.getByRole('button', { name: 'Move Quick Actions widget', exact: true })).toHaveCount(0);
  const box = await handle.boundingBox();
  const list = await dashboard.widget('My Habits').boundingBox();
  if (!box || !list) throw new Error('widgets not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, list.y + 10, { steps: 12 });
  await page.mouse.move(box.x + 10, list.y + 5, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['Habits Overview', 'My Habits', 'Quick Actions']);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await page.reload();
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['Habits Overview', 'My Habits', 'Quick Actions']);

  // The keyboard moves a widget too.
  await dashboard
    .widget('Habits Overview')
    .getByRole('button', { name: 'Edit Habits Overview widget' })
    .click();
  await page.getByRole('button', { name: 'Move Habits Overview widget', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() => dashboard.widgetOrder())
    .not.toEqual(['Habits Overview', 'My Habits', 'Quick Actions']);
});

test('a phone stacks the widgets at their own height, habits first, and moves them with buttons', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Meditate');
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Quick Actions', 'Habits Overview']);
  const widthsOffGrid = () =>
    page.evaluate(() => {
      const grid = document.querySelector('.widget-grid')?.getBoundingClientRect().width ?? 0;
      return [...document.querySelectorAll('section[data-widget]')].map((section) =>
        Math.round(Math.abs(section.getBoundingClientRect().width - grid)),
      );
    });
  // Every widget spans the one column, and none scrolls inside: it is as tall as what it holds.
  await expect.poll(widthsOffGrid).toEqual([0, 0, 0]);
  const innerScroll = await page.evaluate(
    () =>
      [...document.querySelectorAll('.widget__body')].filter(
        (body) => body.scrollHeight > body.clientHeight + 1,
      ).length,
  );
  expect(innerScroll).toBe(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dashboard.checkButton('Meditate').click();
  await dashboard.expectChecked('Meditate', true);

  // Outside edit mode a phone shows no widget controls; one button under the widgets starts arranging.
  await expect(page.getByRole('button', { name: /^(Edit|Remove) .* widget$/ })).toHaveCount(0);
  await expect(page.getByLabel('Edit All')).toHaveCount(0);
  // A thumb cannot drag: in edit mode each widget moves up and down by buttons, and it stays moved.
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await expect(page.getByTestId('grid-view')).toHaveText('View: xxs');
  await expect(page.getByRole('button', { name: 'Move My Habits widget up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move Habits Overview widget up' }).click();
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Habits Overview', 'Quick Actions']);
  // From the keyboard too, and focus stays on the widget that moved.
  const down = page.getByRole('button', { name: 'Move My Habits widget down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['Habits Overview', 'My Habits', 'Quick Actions']);
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['Habits Overview', 'Quick Actions', 'My Habits']);
  await expect(down).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move My Habits widget up' })).toBeFocused();
  // Two quick presses are two places, though the first is still being saved when the second comes.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Habits Overview', 'Quick Actions']);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await page.reload();
  await expect.poll(() => dashboard.widgetOrder()).toEqual(['My Habits', 'Habits Overview', 'Quick Actions']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard in the ${theme} theme, for the report`, async ({ page, request }, testInfo) => {
    const account = await createAccount(request);
    await openSignedIn(page, account, '/app/dashboard');
    const dashboard = new Dashboard(page);
    await page.getByRole('button', { name: theme === 'light' ? 'Light theme' : 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await dashboard.createHabit('Read');
    await dashboard.createHabit('Run');
    await dashboard.checkButton('Read').click();
    await dashboard.expectChecked('Read', true);
    await expect(dashboard.widget('Habits Overview').locator('svg').first()).toBeVisible();
    await testInfo.attach(`dashboard-${theme}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}

test('a habit’s sheet opened from a row at the bottom of the window is whole, its actions in view', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Stretch');
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  const open = dashboard.openButton('Stretch');
  await expect(open).toBeVisible();
  // Scrolled so the row sits on the window's bottom edge, where Playwright leaves a clicked row.
  await open.evaluate((button) => {
    const box = button.getBoundingClientRect();
    window.scrollBy(0, box.bottom - window.innerHeight + 2);
  });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Stretch' });
  await expect(sheet).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByRole('button', { name: 'Skip today' })).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByRole('button', { name: 'Edit habit' })).toBeInViewport({ ratio: 1 });
});
