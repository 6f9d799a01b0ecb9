import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * Keeping the device's copy (issue 32, item 7). The browser is asked to keep it as soon as there is
 * something to lose (the first habit, without an account too), settings say whether it does, and
 * where it does not and the device holds the only copy, the person is told once, with a way out.
 */

/** The browser's storage manager, recording each request; it answers `persisted` as given. */
async function storageThatDeclines(page: Page) {
  await page.addInitScript(() => {
    const calls = () => Number(sessionStorage.getItem('persistCalls') ?? '0');
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: Object.assign(Object.create(navigator.storage), {
        persisted: async () => false,
        persist: async () => {
          sessionStorage.setItem('persistCalls', String(calls() + 1));
          return false;
        },
        estimate: () => navigator.storage.estimate.call(navigator.storage),
        getDirectory: () => navigator.storage.getDirectory.call(navigator.storage),
      }),
    });
  });
}

const persistCalls = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('persistCalls') ?? '0'));

test('the first habit asks the browser to keep the copy; where it will not, the person is told once', async ({
  page,
}) => {
  await storageThatDeclines(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start now' }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  const dashboard = new Dashboard(page);
  const notice = page.getByRole('region', { name: "This device's copy" });
  // Nothing made yet: nothing to lose, nothing asked, nothing said.
  await expect(page.getByTestId('device-only-badge')).toBeVisible();
  expect(await persistCalls(page)).toBe(0);
  await expect(notice).toHaveCount(0);

  await dashboard.createHabit('Read');
  await expect.poll(() => persistCalls(page)).toBe(1);
  await expect(notice).toContainText('Only this device holds your habits');
  await expect(notice.getByRole('button', { name: 'Create account' })).toBeVisible();

  // Saved as a file, it is answered and does not come back.
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Save a copy' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(dashboard.row('Read')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Settings say what the browser does with the copy.
  await page.goto('/app/settings');
  await expect(page.getByTestId('storage-protection')).toContainText(
    "This device's copy is not protected: the browser may clear it when space runs low.",
  );
});
