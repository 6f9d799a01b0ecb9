import { createAccount, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

test('the habit dialog checks its fields, creates, edits, and closes with Escape', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await page.getByRole('button', { name: 'Add Habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Habit' });
  await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await dialog.getByLabel('Name').fill('Drink water');
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await expect(dialog.getByRole('button', { name: days[0] })).toHaveText('M');
  await expect(dialog.locator('.day-button')).toHaveText(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  for (const day of days) await dialog.getByRole('button', { name: day, exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please select at least one day')).toBeVisible();
  await dialog.getByRole('button', { name: 'Monday', exact: true }).click();
  await expect(dialog.getByText('Please select at least one day')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // Quiet: the new row is the confirmation, no toast sits over the next dialog (issue 27).
  await expect(page.getByTestId('habit-row').filter({ hasText: 'Drink water' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /successfully/ })).toHaveCount(0);
  // Nobody picked an icon: the name gave one, and it is not the ✅ that reads as done.
  await expect(dashboard.row('Drink water').locator('.habit-icon')).toHaveText('💧');

  const edit = await dashboard.editHabit('Drink water');
  await expect(edit.getByLabel('Name')).toHaveValue('Drink water');
  await edit.getByLabel('Name').fill('Drink more water');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('habit-row').filter({ hasText: 'Drink more water' })).toBeVisible();

  // The icon nobody picked follows the name: a new name, a new icon, never the first name's.
  const renamed = await dashboard.editHabit('Drink more water');
  await renamed.getByLabel('Name').fill('Evening tea');
  await renamed.getByRole('button', { name: 'Update' }).click();
  await expect(dashboard.row('Evening tea').locator('.habit-icon')).toHaveText('🍵');

  await dashboard.editHabit('Evening tea');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  await expect(dashboard.syncStatus).toHaveText('Synced');
});

test('a check is one click, and a second click takes it back', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Floss');
  await dashboard.checkButton('Floss').click();
  await dashboard.expectChecked('Floss', true);
  await dashboard.checkButton('Floss').click();
  await dashboard.expectChecked('Floss', false);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  await page.reload();
  await dashboard.expectChecked('Floss', false);
});
