import type { APIRequestContext } from '@playwright/test';
import { type Account, createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { expectDialogFits, expectScreenFits } from './layout';
import { Dashboard } from './pages/Dashboard';

/**
 * Routines (issue 30): habits grouped under a name with a rule, made and ordered without dragging,
 * kept as a section of the Today list with its own state, and synced like any other change.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The person's routines as the server holds them, from a pull of everything. */
async function serverRoutines(request: APIRequestContext, account: Account) {
  const reply = await request.post('/api/sync/pull', {
    data: { clientId: crypto.randomUUID(), cursors: {} },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(reply.status()).toBe(200);
  const { changes } = (await reply.json()).data;
  return {
    routines: changes.routines as { id: string; name: string; rule: unknown }[],
    habits: changes.habits as { name: string; routineId: string | null }[],
  };
}

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test('a routine made with a rule is a section of Today, done by doing any 2 of its 3 habits', async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      try {
        const account = await createAccount(request);
        for (const name of ['Read', 'Stretch', 'Meditate', 'Walk'])
          await createHabitThroughApi(request, account, name);
        await openSignedIn(page, account, '/app/dashboard');
        const dashboard = new Dashboard(page);
        await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
        // Without routines, the one list as before.
        await expect(page.getByRole('list', { name: 'Your habits' })).toBeVisible();

        await page.getByRole('button', { name: 'Organize list' }).click();
        const organize = page.getByRole('dialog', { name: 'Organize your list' });
        await organize.getByRole('button', { name: 'New routine' }).click();
        const form = page.getByRole('dialog', { name: 'New routine' });
        // The form takes focus as it opens; Cancel gives it back to the button that opened it.
        await expect(form.getByLabel('Name')).toBeFocused();
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect(organize.getByRole('button', { name: 'New routine' })).toBeFocused();
        await organize.getByRole('button', { name: 'New routine' }).click();
        await form.getByLabel('Name').fill('Morning');
        for (const name of ['Read', 'Stretch', 'Meditate']) await form.getByLabel(name).check();
        await form.getByLabel('Done when').selectOption('any');
        await form.getByLabel('How many of the 3 habits').fill('4');
        await form.getByRole('button', { name: 'Create routine' }).click();
        await expect(form.getByRole('alert')).toHaveText(
          'A routine cannot ask for more habits than it holds',
        );
        await expect(form.getByLabel('How many of the 3 habits')).toHaveAttribute('aria-invalid', 'true');
        await form.getByLabel('How many of the 3 habits').fill('2');
        await expect(form.getByRole('alert')).toHaveCount(0);
        await expectDialogFits(form, form.getByRole('button', { name: 'Create routine' }), 'routine form');
        await page.screenshot({ path: test.info().outputPath(`routine-form-${viewport.width}.png`) });
        await form.getByRole('button', { name: 'Create routine' }).click();

        // Back in the list of sections: Meditate goes first, by buttons, focus staying on the mover.
        const morning = organize.getByRole('region', { name: 'Morning' });
        await expect(morning.getByText('Any 2 of 3 · 3 habits')).toBeVisible();
        await expect(organize.getByRole('button', { name: 'New routine' })).toBeFocused();
        await morning.getByRole('button', { name: 'Move Meditate up' }).click();
        await expect(morning.getByRole('button', { name: 'Move Meditate up' })).toBeFocused();
        await morning.getByRole('button', { name: 'Move Meditate up' }).click();
        await expect(morning.getByRole('button', { name: 'Move Meditate up' })).toBeDisabled();
        await expect(morning.getByRole('button', { name: 'Move Meditate down' })).toBeFocused();
        await expect(morning.getByRole('listitem')).toHaveText(
          ['Meditate', 'Read', 'Stretch'].map((n) => new RegExp(n)),
        );
        await expectDialogFits(organize, organize.getByRole('button', { name: 'Done' }), 'organize');
        await page.screenshot({ path: test.info().outputPath(`organize-${viewport.width}.png`) });
        await organize.getByRole('button', { name: 'Done' }).click();
        await expect(organize).toBeHidden();

        // A new habit can go straight into the routine: it goes last there.
        await page.getByRole('button', { name: 'Add Habit' }).first().click();
        const create = page.getByRole('dialog', { name: 'Create Habit' });
        await create.getByLabel('Name').fill('Journal');
        await create.getByLabel('Routine').selectOption({ label: 'Morning' });
        await create.getByRole('button', { name: 'Create' }).click();
        await expect(create).toBeHidden();

        // On Today: the routine's section, in its order, with where it stands; Walk under Other habits.
        const section = page.getByRole('region', { name: 'Morning' });
        const habits = section.getByRole('list', { name: 'Morning habits' });
        await expect(habits.getByTestId('habit-row').locator('.habit-row__name')).toHaveText([
          'Meditate',
          'Read',
          'Stretch',
          'Journal',
        ]);
        await expect(page.getByRole('list', { name: 'Other habits' }).getByText('Walk')).toBeVisible();
        const state = section.getByTestId('routine-state');
        await expect(state).toHaveText('0 of 2 done');
        await dashboard.checkButton('Read').click();
        await expect(state).toHaveText('1 of 2 done');
        await dashboard.checkButton('Meditate').click();
        await expect(state).toHaveText('Done');
        await dashboard.expectChecked('Meditate', true);
        await expect(dashboard.syncStatus).toHaveText('Synced');
        await expectScreenFits(page, 'today with a routine');
        await page.screenshot({ path: test.info().outputPath(`routine-today-${viewport.width}.png`) });

        // The section folds, and stays folded on this device.
        const toggle = section.getByRole('button', { name: 'Morning' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(habits).toBeHidden();
        await page.reload();
        await expect(page.getByRole('button', { name: 'Morning' })).toHaveAttribute('aria-expanded', 'false');

        // The server has the routine and which habits it holds.
        await expect
          .poll(async () => {
            const { routines, habits: stored } = await serverRoutines(request, account);
            const routine = routines.find((r) => r.name === 'Morning');
            return {
              rule: routine?.rule,
              members: stored
                .filter((h) => routine && h.routineId === routine.id)
                .map((h) => h.name)
                .sort(),
            };
          })
          .toEqual({ rule: { kind: 'any', count: 2 }, members: ['Journal', 'Meditate', 'Read', 'Stretch'] });

        // Analytics has its combined numbers beside the habits'.
        await page.goto('/app/analytics');
        const row = page.getByTestId('routine-row');
        await expect(row.getByRole('rowheader')).toHaveText('Morning', { timeout: 15_000 });
        await expect(row.getByRole('cell')).toHaveText(['1 of 1 day', '100%', '1 day', '1 day']);
      } finally {
        await context.close();
      }
    });
  });
}

test('a routine made offline reaches another device, and deleting it leaves its habits on the list', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request);
  for (const name of ['Scales', 'Pieces'])
    await createHabitThroughApi(request, account, name, { target: { value: 15, unit: 'minutes' } });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
  const laptopContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'UTC',
  });
  try {
    const phone = await phoneContext.newPage();
    await openSignedIn(phone, account, '/app/dashboard');
    const phoneBoard = new Dashboard(phone);
    await expect(phoneBoard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
    await phoneBoard.waitForOfflineReady();
    await phoneContext.setOffline(true);
    await phone.getByRole('button', { name: 'Organize list' }).click();
    await phone.getByRole('button', { name: 'New routine' }).click();
    const form = phone.getByRole('dialog', { name: 'New routine' });
    await form.getByLabel('Name').fill('Practice');
    await form.getByLabel('Scales').check();
    await form.getByLabel('Pieces').check();
    await form.getByLabel('Done when').selectOption('total');
    await form.getByLabel('Total').fill('30');
    await expect(form.getByLabel('Counted in')).toHaveValue('minutes');
    await form.getByRole('button', { name: 'Create routine' }).click();
    await phone
      .getByRole('dialog', { name: 'Organize your list' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(phone.getByRole('region', { name: 'Practice' }).getByTestId('routine-state')).toHaveText(
      '0 of 30 minutes',
    );
    await phoneContext.setOffline(false);
    await expect(phoneBoard.syncStatus).toHaveText('Synced');

    const laptop = await laptopContext.newPage();
    await openSignedIn(laptop, account, '/app/dashboard');
    const practice = laptop.getByRole('region', { name: 'Practice' });
    await expect(practice.getByTestId('routine-state')).toHaveText('0 of 30 minutes', { timeout: 15_000 });
    await laptop.getByRole('button', { name: 'Organize list' }).click();
    await laptop.getByRole('button', { name: 'Edit Practice' }).click();
    const edit = laptop.getByRole('dialog', { name: 'Edit Practice' });
    await edit.getByRole('button', { name: 'Delete routine' }).click();
    await edit.getByRole('button', { name: 'Click again to delete' }).click();
    await laptop
      .getByRole('dialog', { name: 'Organize your list' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(practice).toHaveCount(0);
    await expect(laptop.getByRole('list', { name: 'Your habits' }).getByTestId('habit-row')).toHaveCount(2);
    // The phone follows.
    await expect(phone.getByRole('region', { name: 'Practice' })).toHaveCount(0, { timeout: 15_000 });
    await expect(phone.getByRole('list', { name: 'Your habits' }).getByTestId('habit-row')).toHaveCount(2);
  } finally {
    await phoneContext.close();
    await laptopContext.close();
  }
});
