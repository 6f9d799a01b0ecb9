import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loopBackup } from '../sync-server/test/helpers/loop-backup';
import { createAccount, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * Limits (issue 30): a habit kept by staying within it. Made in the form, counted up from the Today
 * list, over it in words, and brought in from Loop's "at most" habits with their notes.
 */

const DAY_MS = 86_400_000;
const dayBack = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** An unpacked Loop export (its CSV files in its folders, as uhabits writes them). */
async function loopExport(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'loop-export-'));
  await writeFile(
    join(folder, 'Habits.csv'),
    [
      'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
      '001,Coffee,NUMERICAL,,,1,1,#5D4037,cups,AT_MOST,2.0,false',
      '002,Read,YES_NO,Did you read?,,1,1,#303F9F,,,,false',
    ].join('\n'),
  );
  await mkdir(join(folder, '001 Coffee'));
  await writeFile(
    join(folder, '001 Coffee', 'Checkmarks.csv'),
    ['Date,Value,Notes', `${dayBack(2)},3000,Deadline day`, `${dayBack(3)},1000,`].join('\n'),
  );
  await mkdir(join(folder, '002 Read'));
  await writeFile(
    join(folder, '002 Read', 'Checkmarks.csv'),
    ['Date,Value,Notes', `${dayBack(1)},YES_MANUAL,A whole chapter`].join('\n'),
  );
  return folder;
}

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test('a limit made in the form counts up, and says when it is over', async ({ browser, request }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        await openSignedIn(page, account, '/app/dashboard');
        const dashboard = new Dashboard(page);
        await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
        await page.getByRole('button', { name: 'Add Habit' }).first().click();
        const form = page.getByRole('dialog', { name: 'Create Habit' });
        await form.getByLabel('Name').fill('Coffee');
        await form.getByLabel('Goal').selectOption('at-most');
        await form.getByLabel('Limit', { exact: true }).fill('2');
        await form.getByLabel('Unit').fill('cups');
        await page.screenshot({ path: test.info().outputPath(`limit-form-${viewport.width}.png`) });
        await form.getByRole('button', { name: 'Create' }).click();
        await expect(form).toBeHidden();

        const row = dashboard.row('Coffee');
        // Nothing had yet: within the limit, and nothing to tick off.
        await expect(row.getByTestId('habit-amount')).toHaveText('0 of at most 2 cups · under');
        const add = dashboard.addButton('Coffee', '1 cup');
        await add.click();
        await expect(row.getByTestId('habit-amount')).toHaveText('1 of at most 2 cups · under');
        await add.click();
        await expect(row.getByTestId('habit-amount')).toHaveText('2 of at most 2 cups · at the limit');
        await add.click();
        await expect(row.getByTestId('habit-amount')).toHaveText('3 of at most 2 cups · over');
        await expect(row).toHaveClass(/habit-row--over/);
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await page.screenshot({ path: test.info().outputPath(`limit-over-${viewport.width}.png`) });

        // The server reads it the same way round: today is over, so nothing of it is done.
        const headers = { authorization: `Bearer ${account.token}` };
        await expect
          .poll(async () => {
            const answer = await request.get('/api/habits/stats', { headers });
            const { stats } = (await answer.json()).data;
            return [stats.scheduledToday, stats.completedToday];
          })
          .toEqual([1, 0]);
        // Back to two: at the limit again, kept.
        const sheet = await dashboard.openHabit('Coffee');
        await sheet.getByRole('button', { name: 'Minus 1 cup' }).click();
        await sheet.getByRole('button', { name: 'Close' }).click();
        await expect(row.getByTestId('habit-amount')).toHaveText('2 of at most 2 cups · at the limit');
        await expect
          .poll(async () => {
            const answer = await request.get('/api/habits/stats', { headers });
            return (await answer.json()).data.stats.completedToday;
          })
          .toBe(1);
      } finally {
        await context.close();
      }
    });

    test("Loop's at-most habit comes in as a limit, with its notes", async ({ browser, request }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        await openSignedIn(page, account, '/app/settings?open=import');
        const dialog = page.getByRole('dialog', { name: 'Import Data' });
        await dialog.getByLabel('Or choose an unpacked Loop export folder').setInputFiles(await loopExport());
        await expect(dialog).toContainText('2 new habits, 3 check-ins to add');
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(dialog).toContainText('Imported 2 habits and 3 check-ins.');
        await page.screenshot({ path: test.info().outputPath(`loop-limit-import-${viewport.width}.png`) });

        await page.goto('/app/dashboard');
        const dashboard = new Dashboard(page);
        const coffee = dashboard.row('Coffee');
        await expect(coffee.getByTestId('habit-amount')).toHaveText('0 of at most 2 cups · under');
        // Over two days ago: the run is yesterday and today, kept with nothing logged.
        await expect(coffee.getByTestId('habit-streak')).toHaveText('Streak 2 days');
        const sheet = await dashboard.openHabit('Coffee');
        await expect(sheet.getByText('Deadline day')).toBeVisible();
        await sheet.getByRole('button', { name: 'Close' }).click();
        const read = await dashboard.openHabit('Read');
        await expect(read.getByText('A whole chapter')).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test("Loop's backup comes in with its reminder, its limit and its notes", async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const folder = await mkdtemp(join(tmpdir(), 'loop-backup-'));
        const path = join(folder, 'Loop Habits Backup 2026-11-29 080000.db');
        await writeFile(
          path,
          await loopBackup(
            [
              { id: 1, name: 'Coffee', position: 1, type: 1, targetType: 1, targetValue: 2, unit: 'cups' },
              { id: 2, name: 'Stretch', position: 0, reminder: { hour: 7, minute: 30, days: 127 } },
            ],
            [
              { habit: 1, date: dayBack(2), value: 3000, notes: 'Deadline day' },
              { habit: 2, date: dayBack(1), value: 2, notes: 'Before breakfast' },
            ],
          ),
        );
        const account = await createAccount(request);
        await openSignedIn(page, account, '/app/settings?open=import');
        const dialog = page.getByRole('dialog', { name: 'Import Data' });
        await dialog.getByLabel('Choose file').setInputFiles(path);
        await expect(dialog).toContainText('2 new habits, 2 check-ins to add');
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(dialog).toContainText('Imported 2 habits and 2 check-ins.');

        await page.goto('/app/dashboard');
        const dashboard = new Dashboard(page);
        // Loop's order: Stretch first.
        await expect(page.getByRole('list', { name: 'Your habits' }).locator('.habit-row__name')).toHaveText([
          'Stretch',
          'Coffee',
        ]);
        await expect(dashboard.row('Coffee').getByTestId('habit-amount')).toHaveText(
          '0 of at most 2 cups · under',
        );
        const stretch = await dashboard.openHabit('Stretch');
        await expect(stretch.getByText('Before breakfast')).toBeVisible();
        await stretch.getByRole('button', { name: 'Edit habit' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Habit' });
        await edit.getByRole('tab', { name: 'Settings' }).click();
        await expect(edit.getByRole('checkbox', { name: 'Enable reminder' })).toBeChecked();
        await expect(edit.getByLabel('Reminder time', { exact: true })).toHaveValue('07:30');
      } finally {
        await context.close();
      }
    });
  });
}
