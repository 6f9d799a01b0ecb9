import type { Browser, BrowserContextOptions } from '@playwright/test';
import { type Account, createAccount, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/** Notes on check-ins (issue 30): written offline on one device, read on another. */

async function openDevice(browser: Browser, account: Account, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  // A device's first sync comes after the whole app has loaded and started: more than a UI reaction.
  await expect(dashboard.syncStatus).toHaveText('Synced', { timeout: 15_000 });
  return { context, page, dashboard };
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESK = { viewport: { width: 1280, height: 800 } };

test('a note written offline on the phone shows on the laptop, beside a check made there', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request);
  const phone = await openDevice(browser, account, PHONE);
  await phone.dashboard.createHabit('Morning run');
  await expect(phone.dashboard.syncStatus).toHaveText('Synced');
  const laptop = await openDevice(browser, account, DESK);
  try {
    await phone.dashboard.waitForOfflineReady();
    await phone.context.setOffline(true);
    const sheet = await phone.dashboard.openHabit('Morning run');
    const note = sheet.getByLabel('Note today');
    await note.fill('Rain, then sun. Knee fine.');
    await sheet.getByRole('button', { name: 'Save note for Morning run today' }).click();
    await expect(
      sheet.getByRole('region', { name: 'Notes' }).getByText('Rain, then sun. Knee fine.'),
    ).toBeVisible();
    await phone.page.screenshot({ path: test.info().outputPath('note-phone-390.png') });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(phone.dashboard.syncStatus).toHaveText('Offline · 1 waiting');

    // Meanwhile the laptop checks the day: the check and the note must both survive.
    await laptop.dashboard.checkButton('Morning run').click();
    await laptop.dashboard.expectChecked('Morning run', true);
    await expect(laptop.dashboard.syncStatus).toHaveText('Synced');

    await phone.context.setOffline(false);
    await expect(phone.dashboard.syncStatus).toHaveText('Synced');
    await phone.dashboard.expectChecked('Morning run', true);

    const onLaptop = await laptop.dashboard.openHabit('Morning run');
    await expect(onLaptop.getByLabel('Note today')).toHaveValue('Rain, then sun. Knee fine.');
    await expect(
      onLaptop.getByRole('region', { name: 'Notes' }).getByText('Rain, then sun. Knee fine.'),
    ).toBeVisible();
    await laptop.page.screenshot({ path: test.info().outputPath('note-desk-1280.png') });
  } finally {
    await phone.context.close();
    await laptop.context.close();
  }
});

test('a note over 500 characters says so and cannot be saved; removing a note takes it away', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await dashboard.createHabit('Journal');
  const sheet = await dashboard.openHabit('Journal');
  const note = sheet.getByLabel('Note today');
  const save = sheet.getByRole('button', { name: 'Save note for Journal today' });
  await note.fill('x'.repeat(501));
  await expect(sheet.getByText('A note can be at most 500 characters')).toBeVisible();
  await expect(save).toBeDisabled();

  await note.fill('Three pages');
  await expect(sheet.getByText('11/500')).toBeVisible();
  await save.click();
  await expect(sheet.getByRole('region', { name: 'Notes' })).toContainText('Three pages');

  await note.fill('');
  await sheet.getByRole('button', { name: 'Remove note for Journal today' }).click();
  await expect(sheet.getByRole('region', { name: 'Notes' })).toHaveCount(0);
});
