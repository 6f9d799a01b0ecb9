import type { APIRequestContext, Locator } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { addMember, createGroup, widget } from './group-people';
import { Dashboard } from './pages/Dashboard';

/** Pauses (issue 30): a pause set after the fact keeps a streak whole, and the row says until when. */

const DAY_MS = 86_400_000;

function dayBack(offset: number): string {
  return new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);
}

/** "Sat 5 Dec": how the app names a day (domain dayLabel). */
function dayName(offset: number): string {
  const date = new Date(Date.now() - offset * DAY_MS);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${weekday} ${date.getUTCDate()} ${month}`;
}

/** "Dec 2": how a group's figures name a day. */
function shortDay(offset: number): string {
  return new Date(Date.now() - offset * DAY_MS).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A daily habit done five to three days ago, then missed for two days (ill); its id. */
async function habitWithAGap(request: APIRequestContext, account: Account, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/habits', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()).data.habit;
  for (const offset of [5, 4, 3]) {
    const checked = await request.post(`/api/habits/${id}/check`, {
      headers,
      data: { date: dayBack(offset), completed: true },
    });
    expect(checked.status()).toBe(200);
  }
  return id;
}

/** The sizes every test here runs at: a phone and a laptop. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Pauses from the open habit sheet: from `first` to `last` days back (negative: ahead). */
async function pauseInSheet(sheet: Locator, first: number, last: number, button: string) {
  await sheet.getByRole('button', { name: 'Pause…' }).click();
  await sheet.getByLabel('First day').fill(dayBack(first));
  await sheet.getByLabel('Last day').fill(dayBack(last));
  if (button === 'Pause all my habits') await sheet.getByRole('checkbox', { name: /^All my habits/ }).check();
  await sheet.getByRole('button', { name: button }).click();
  await expect(sheet.getByText(`Paused until ${dayName(last)}`)).toBeVisible();
}

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test(`a pause set after the fact holds the streak`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        await habitWithAGap(request, account, 'Gym');
        await openSignedIn(page, account, '/app/dashboard');
        const dashboard = new Dashboard(page);
        await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
        const row = dashboard.row('Gym');
        // Two days missed: the run of three is broken.
        await expect(row.getByTestId('habit-streak')).toHaveText('Streak 0 days');

        const sheet = await dashboard.openHabit('Gym');
        await pauseInSheet(sheet, 2, -4, 'Pause Gym');
        await expect(sheet.getByText('Current streak: 3 days')).toBeVisible();
        // The consistency beside it: the paused days are said, not hidden.
        await expect(sheet.getByTestId('habit-consistency')).toHaveText(
          'Done 3 of 3 due days in the last 30 days · 3 paused',
        );
        await page.screenshot({ path: test.info().outputPath(`pause-sheet-${viewport.width}.png`) });
        await sheet.getByRole('button', { name: 'Close' }).click();

        await expect(row.getByTestId('habit-streak')).toHaveText('Streak 3 days');
        await expect(row.getByText(`Paused until ${dayName(-4)}`)).toBeVisible();
        // Not due while paused: the row waits instead of asking for a check.
        await expect(dashboard.checkButton('Gym')).toHaveCount(0);
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await page.screenshot({ path: test.info().outputPath(`pause-row-${viewport.width}.png`) });

        // Back early: resuming ends the pause yesterday, and today is due again.
        const again = await dashboard.openHabit('Gym');
        await again.getByRole('button', { name: 'Resume today' }).click();
        await expect(again.getByRole('button', { name: 'Pause…' })).toBeVisible();
        await again.getByRole('button', { name: 'Close' }).click();
        await expect(dashboard.checkButton('Gym')).toBeVisible();
        await expect(row.getByTestId('habit-streak')).toHaveText('Streak 3 days');

        // The server counts the same: its stats read the pause too.
        await expect
          .poll(async () => {
            const answer = await request.get('/api/habits/stats', {
              headers: { authorization: `Bearer ${account.token}` },
            });
            return (await answer.json()).data.stats.habits[0].currentStreak;
          })
          .toBe(3);
      } finally {
        await context.close();
      }
    });

    test(`a member's paused days read "paused" on her mirror, not "not done"`, async ({
      browser,
      request,
    }) => {
      const owner = await createAccount(request, 'Olive Owner');
      const mia = await createAccount(request, 'Mia Member');
      const id = await createGroup(request, owner, { name: 'Gym Buddies', type: 'fitness' });
      await addMember(request, owner, id, mia);
      const gym = await habitWithAGap(request, mia, 'Gym');
      // Mia shows the group her check-ins of it.
      const shared = await request.put(`/api/habits/${gym}`, {
        headers: { authorization: `Bearer ${mia.token}` },
        data: { workspaceSettings: { shareProgress: 'full' } },
      });
      expect(shared.status()).toBe(200);

      const miaDevice = await browser.newContext({
        viewport: { width: 390, height: 844 },
        timezoneId: 'UTC',
      });
      const oliveDevice = await browser.newContext({ viewport, timezoneId: 'UTC' });
      try {
        // Ill since two days ago, back in four: she says so on her phone.
        const miaPage = await miaDevice.newPage();
        await openSignedIn(miaPage, mia, '/app/dashboard');
        const dashboard = new Dashboard(miaPage);
        await expect(dashboard.syncStatus).toHaveText('Synced');
        const sheet = await dashboard.openHabit('Gym');
        await pauseInSheet(sheet, 2, -4, 'Pause Gym');
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expect(dashboard.syncStatus).toHaveText('Synced');

        // Olive opens Mia's dashboard: today is paused, not waiting for a check; her streak holds.
        const olive = await oliveDevice.newPage();
        await openSignedIn(olive, owner, `/app/groups/${id}/members/${mia.user._id}/dashboard`);
        const strip = olive.getByRole('list', { name: 'Gym this week' });
        const today = strip.locator('.mirror-week__day--today');
        await expect(today).toHaveClass(/mirror-week__day--paused/);
        await expect(today).toContainText(': paused');
        await expect(strip).not.toContainText('not done yet');
        const row = olive.getByTestId('mirror-habit').filter({ hasText: 'Gym' });
        await expect(row.getByText('3 days')).toBeVisible();
        await olive.screenshot({
          path: test.info().outputPath(`mirror-paused-${viewport.width}.png`),
          fullPage: true,
        });
      } finally {
        await miaDevice.close();
        await oliveDevice.close();
      }
    });

    test(`going away pauses every habit at once, and coming back early resumes them all`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        const headers = { authorization: `Bearer ${account.token}` };
        for (const name of ['Read', 'Stretch', 'Floss']) {
          expect((await request.post('/api/habits', { headers, data: { name } })).status()).toBe(201);
        }
        await openSignedIn(page, account, '/app/dashboard');
        const dashboard = new Dashboard(page);
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await expect(dashboard.checkButton('Floss')).toBeVisible();

        const sheet = await dashboard.openHabit('Read');
        // A form left with "All my habits" ticked opens again for this habit alone.
        await sheet.getByRole('button', { name: 'Pause…' }).click();
        await sheet.getByRole('checkbox', { name: 'All my habits (3)' }).check();
        await sheet.getByRole('button', { name: 'Cancel' }).click();
        await sheet.getByRole('button', { name: 'Pause…' }).click();
        await expect(sheet.getByRole('checkbox', { name: 'All my habits (3)' })).not.toBeChecked();
        await expect(sheet.getByRole('button', { name: 'Pause Read' })).toBeVisible();
        await sheet.getByRole('button', { name: 'Cancel' }).click();
        await pauseInSheet(sheet, 0, -6, 'Pause all my habits');
        await page.screenshot({ path: test.info().outputPath(`pause-all-sheet-${viewport.width}.png`) });
        await sheet.getByRole('button', { name: 'Close' }).click();

        // Nothing is due while away: no habit asks for a check, each says until when.
        for (const name of ['Read', 'Stretch', 'Floss']) {
          await expect(dashboard.row(name).getByText(`Paused until ${dayName(-6)}`)).toBeVisible();
          await expect(dashboard.checkButton(name)).toHaveCount(0);
        }
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await page.screenshot({ path: test.info().outputPath(`pause-all-today-${viewport.width}.png`) });
        // The server reads the same pauses: nothing is due today.
        const dueToday = async () => {
          const answer = await request.get('/api/habits/stats', { headers });
          return (await answer.json()).data.stats.scheduledToday as number;
        };
        await expect.poll(dueToday).toBe(0);

        // Back early: one tap resumes all three, and the server has every pause taken back.
        const again = await dashboard.openHabit('Stretch');
        await again.getByRole('button', { name: 'Resume all 3 today' }).click();
        await expect(again.getByRole('button', { name: 'Pause…' })).toBeVisible();
        await again.getByRole('button', { name: 'Close' }).click();
        for (const name of ['Read', 'Stretch', 'Floss'])
          await expect(dashboard.checkButton(name)).toBeVisible();
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await expect.poll(dueToday).toBe(3);
      } finally {
        await context.close();
      }
    });

    test(`rest days planned ahead are neither due nor missed, and the streak holds`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        const headers = { authorization: `Bearer ${account.token}` };
        const created = await request.post('/api/habits', { headers, data: { name: 'Gym' } });
        const { _id: id } = (await created.json()).data.habit;
        for (const offset of [3, 2, 1]) {
          const checked = await request.post(`/api/habits/${id}/check`, {
            headers,
            data: { date: dayBack(offset), completed: true },
          });
          expect(checked.status()).toBe(200);
        }
        await openSignedIn(page, account, '/app/dashboard');
        const dashboard = new Dashboard(page);
        await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
        await expect(dashboard.checkButton('Gym')).toBeVisible();

        // Today's weekday off, every week (today is whatever day the test runs on).
        const weekday = new Date().toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
        const sheet = await dashboard.openHabit('Gym');
        await sheet.getByRole('button', { name: 'Plan rest days…' }).click();
        // Resting every day it is due is a pause, not a rhythm: the form says so.
        for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
          await sheet.getByRole('button', { name: day, exact: true }).click();
        await expect(sheet.getByRole('alert')).toHaveText(
          'That rests it every day it is due: pause it instead',
        );
        await expect(sheet.getByRole('button', { name: 'Plan rest' })).toBeDisabled();
        for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
          if (day !== weekday) await sheet.getByRole('button', { name: day, exact: true }).click();
        await sheet.getByRole('button', { name: 'Plan rest' }).click();
        await expect(sheet.getByText(`Every ${weekday}`)).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`rest-sheet-${viewport.width}.png`) });
        await sheet.getByRole('button', { name: 'Close' }).click();

        const row = dashboard.row('Gym');
        await expect(row.getByText('Rest day')).toBeVisible();
        await expect(dashboard.checkButton('Gym')).toHaveCount(0);
        await expect(row.getByTestId('habit-streak')).toHaveText('Streak 3 days');
        await expect(dashboard.syncStatus).toHaveText('Synced');
        // The server reads the same rest: nothing is due today.
        await expect
          .poll(async () => {
            const answer = await request.get('/api/habits/stats', { headers });
            return (await answer.json()).data.stats.scheduledToday;
          })
          .toBe(0);

        // Taken back, today is due again.
        const again = await dashboard.openHabit('Gym');
        await again.getByRole('button', { name: `Stop resting: Every ${weekday}` }).click();
        await expect(again.getByText(`Every ${weekday}`)).toHaveCount(0);
        await again.getByRole('button', { name: 'Close' }).click();
        await expect(dashboard.checkButton('Gym')).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test(`a member away from every habit reads as away on the group's board, until when`, async ({
      browser,
      request,
    }) => {
      const owner = await createAccount(request, 'Olive Owner');
      const mia = await createAccount(request, 'Mia Member');
      const id = await createGroup(request, owner, { name: 'Dawn Walkers', type: 'fitness' });
      await addMember(request, owner, id, mia);
      const walk = await request.post(`/api/workspaces/${id}/habits`, {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { name: 'Walk' },
      });
      const groupHabit = (await walk.json()).habit._id;
      const adopted = await request.post(`/api/workspaces/${id}/habits/${groupHabit}/adopt`, {
        headers: { authorization: `Bearer ${mia.token}` },
        data: { personalSettings: { shareProgress: 'progress-only' } },
      });
      expect(adopted.status()).toBe(201);

      const miaDevice = await browser.newContext({
        viewport: { width: 390, height: 844 },
        timezoneId: 'UTC',
      });
      const oliveDevice = await browser.newContext({ viewport, timezoneId: 'UTC' });
      try {
        const miaPage = await miaDevice.newPage();
        await openSignedIn(miaPage, mia, '/app/dashboard');
        const dashboard = new Dashboard(miaPage);
        await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
        const sheet = await dashboard.openHabit('Walk');
        await pauseInSheet(sheet, 0, -5, 'Pause Walk');
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expect(dashboard.syncStatus).toHaveText('Synced');

        const olive = await oliveDevice.newPage();
        await openSignedIn(olive, owner, `/app/groups/${id}`);
        const board = widget(olive, 'Leaderboard').getByRole('listitem').filter({ hasText: 'Mia Member' });
        await expect(board.getByText(`Paused until ${shortDay(-5)}`, { exact: true })).toBeVisible();
        const progress = widget(olive, 'Member Progress')
          .getByRole('listitem')
          .filter({ hasText: 'Mia Member' });
        await expect(progress.getByText(`Paused until ${shortDay(-5)}`)).toBeVisible();
        await olive.screenshot({
          path: test.info().outputPath(`group-away-${viewport.width}.png`),
          fullPage: true,
        });
      } finally {
        await miaDevice.close();
        await oliveDevice.close();
      }
    });
  });
}
