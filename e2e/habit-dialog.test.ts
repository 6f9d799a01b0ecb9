import { createAccount, expect, openSignedIn, serverTimeFollowsPage, test } from './fixtures';
import { snap } from './layout';
import { Dashboard } from './pages/Dashboard';

/** Last week's Wednesday at `hour`:`minute` UTC (the account's default time zone). */
function lastWednesday(hour: number, minute: number): Date {
  const now = new Date();
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday - 5, hour, minute),
  );
}

test('a habit is created through every tab, rings its reminder, and is archived, restored and deleted', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications']);
  // Notifications shown by the page or its service worker are recorded instead of shown.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    ServiceWorkerRegistration.prototype.showNotification = async (title: string) => {
      shown.push(title);
    };
  });
  const account = await createAccount(request);
  await page.clock.install({ time: lastWednesday(8, 58) });
  await serverTimeFollowsPage(page);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.waitForOfflineReady();

  await page.getByRole('button', { name: 'Add Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Habit' });
  await expect(dialog.getByRole('tab')).toHaveText(['Details', 'Style', 'Settings']);

  // Details
  await dialog.getByLabel('Name').fill('Morning run');
  await dialog.getByLabel('Description').fill('Round the park');
  await dialog.getByLabel('Category').selectOption('health');
  await dialog.getByRole('button', { name: 'Saturday', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sunday', exact: true }).click();

  // Style: twelve of each group's icons, thirteen colours.
  await dialog.getByRole('tab', { name: 'Style' }).click();
  const activity = dialog.getByRole('group', { name: 'Activity' });
  await expect(activity.getByRole('radio')).toHaveCount(12);
  await expect(dialog.getByRole('radio', { name: /^Colour / })).toHaveCount(13);
  // The radios are drawn by their labels: a click lands on the label, as a person's would.
  const pick = (radio: ReturnType<typeof dialog.getByRole>) =>
    radio.locator('xpath=ancestor::label[1]').click();
  await pick(activity.getByRole('radio', { name: 'Icon 🏃' }));
  await expect(activity.getByRole('radio', { name: 'Icon 🏃' })).toBeChecked();
  const colour = dialog.getByRole('radio', { name: /^Colour / }).nth(4);
  const colourName = await colour.getAttribute('aria-label');
  await pick(colour);
  await expect(colour).toBeChecked();

  // Settings: the time shows only with reminders on, and the dialog says what happens when closed.
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(dialog.getByLabel('Reminder time')).toHaveCount(0);
  await dialog.getByLabel('Enable reminder').check();
  await dialog.getByLabel('Reminder time').fill('09:00');
  await expect(dialog).toContainText('even when Habitat is closed');
  await expect(dialog.getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(dialog).toContainText('Visible in your habit tracker');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = dashboard.row('Morning run');
  await expect(row).toContainText('🏃');

  // Everything chosen is there when editing.
  const edit = await dashboard.editHabit('Morning run');
  await expect(edit.getByRole('tab')).toHaveText(['Details', 'Style', 'Settings', 'Manage']);
  await expect(edit.getByLabel('Description')).toHaveValue('Round the park');
  await expect(edit.getByLabel('Category')).toHaveValue('health');
  await expect(edit.getByRole('button', { name: 'Saturday', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await edit.getByRole('tab', { name: 'Style' }).click();
  await expect(edit.getByRole('radio', { name: 'Icon 🏃' })).toBeChecked();
  await expect(edit.getByRole('radio', { name: colourName ?? '' })).toBeChecked();
  await edit.getByRole('tab', { name: 'Settings' }).click();
  await expect(edit.getByLabel('Reminder time')).toHaveValue('09:00');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // 09:00 comes and the run is not done: one reminder.
  await page.clock.runFor(3 * 60_000);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
    )
    .toEqual(['Time for 🏃 Morning run']);

  // Manage: archive hides it (with Undo), restore brings it back.
  await dashboard.editHabit('Morning run');
  await edit.getByRole('tab', { name: 'Manage' }).click();
  await edit.getByRole('button', { name: 'Archive Habit' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toBeVisible();
  await dashboard.editHabit('Morning run');
  await edit.getByRole('tab', { name: 'Manage' }).click();
  await edit.getByRole('button', { name: 'Archive Habit' }).click();
  await expect(row).toHaveCount(0);
  await page.getByText('Archived habits (1)').click();
  await page.getByRole('button', { name: 'Manage Morning run' }).click();
  await edit.getByRole('tab', { name: 'Settings' }).click();
  await expect(edit.getByRole('radio', { name: 'Archived' })).toBeChecked();
  await expect(edit).toContainText('Hidden from your habit tracker');
  await edit.getByRole('tab', { name: 'Manage' }).click();
  await edit.getByRole('button', { name: 'Restore Habit' }).click();
  await expect(row).toBeVisible();

  // Delete takes two clicks within 3 seconds, and offers Undo for a few seconds more.
  await dashboard.editHabit('Morning run');
  await edit.getByRole('tab', { name: 'Manage' }).click();
  const remove = edit.getByRole('button', { name: /Delete Habit|Are you sure/ });
  await remove.click();
  await expect(remove).toHaveText('Are you sure? Click again to delete');
  await page.clock.runFor(3100);
  await expect(remove).toHaveText('Delete Habit');
  await remove.click();
  await remove.click();
  await expect(edit).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Deleted Morning run' })).toBeVisible();
  await page.clock.runFor(6_100);
  await expect(page.getByText('Archived habits')).toHaveCount(0);
  await expect(dashboard.syncStatus).toHaveText('Synced');
});

test('text the server would refuse is refused in the dialog, with its reason, and nothing is queued', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveAccessibleName('Synced');
  await page.getByRole('button', { name: 'Add Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Habit' });
  // Pasted from somewhere that carries a NUL character.
  await dialog.getByLabel('Name').fill('Read\u0000 more');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    page.getByText('Failed to create habit: Text must not contain the NUL character (U+0000)'),
  ).toBeVisible();
  await page
    .locator('.toast')
    .evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
  await snap(page, 'phone-390', 'habit-dialog-refused-text', { overlay: true });
  await expect(dialog).toBeVisible();
  await expect(dashboard.syncStatus).toHaveAccessibleName('Synced');
});
