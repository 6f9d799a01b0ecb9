import { createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';

/**
 * Installing (issue 32, item 1): an iPhone has no install prompt, so Today shows, once, how to add
 * Habitat to the Home Screen; a browser with a prompt gets Habitat's own Install button; the
 * installed app shows neither.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Safari shows once how to add Habitat to the Home Screen; the home-screen app does not', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const account = await createAccount(request);
    await createHabitThroughApi(request, account, 'Read');
    await openSignedIn(page, account, '/app/dashboard');
    const card = page.getByRole('region', { name: 'Add Habitat to your Home Screen' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('reminders need it');
    await expect(card).toContainText('Add to Home Screen');
    await page.screenshot({ path: testInfo.outputPath('install-steps-390.png') });
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Check Read' })).toBeVisible();
    await expect(card).toHaveCount(0);

    // Opened from the Home Screen (Safari says so through navigator.standalone): nothing to offer.
    const installed = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    const app = await installed.newPage();
    await app.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await openSignedIn(app, account, '/app/dashboard');
    await expect(app.getByRole('button', { name: 'Check Read' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Add Habitat to your Home Screen' })).toHaveCount(0);
    await installed.close();
  });
});

test('a browser with an install prompt gets Habitat’s own Install button, which shows the prompt', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await createHabitThroughApi(request, account, 'Read');
  await openSignedIn(page, account, '/app/dashboard');
  await expect(page.getByRole('button', { name: 'Check Read' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Install Habitat' });
  await expect(card).toHaveCount(0);
  // The browser decides the app may be installed and hands over its prompt.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        Object.assign(window, { prompted: true });
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => 'prompted' in window)).toBe(true);
  await expect(card).toHaveCount(0);
});
