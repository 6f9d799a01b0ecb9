import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';
import { LONG_HABIT, type StressData, seedStressData } from './stress-seed';

/**
 * The Today list at the sizes people use it (issue 27), with ten habits (one named with 60
 * characters, two numeric: 10,000 steps and 8 cups), three groups and long member names: the first
 * screen holds eight check targets a thumb can hit, a tap on a numeric habit adds its step and never
 * lowers a typed amount, a desk shows the list above the fold, and a phone hides the widgets'
 * pencils and bins until the person chooses to arrange the board.
 */
const SIZES = [
  { name: 'phone-360', width: 360, height: 740, mobile: true },
  { name: 'phone-390', width: 390, height: 844, mobile: true },
  { name: 'desktop-1280', width: 1280, height: 800, mobile: false },
] as const;

/** Room kept free at the foot of a phone's screen for the bottom tab bar. */
const BOTTOM_BAR_PX = 64;
const TOUCH_PX = 44;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
const SHOTS_DIR = process.env.TODAY_SHOTS_DIR;

async function shot(page: Page, size: string, name: string) {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${size}-${name}.png`) });
}

/** Check targets wholly inside [0, bottom) of the window and at least 44 × 44 px. */
async function checkTargetsOnFirstScreen(page: Page, bottom: number): Promise<number> {
  const boxes = await page
    .getByTestId('habit-row')
    .locator('button.check-target')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return {
          top: box.top,
          left: box.left,
          bottom: box.bottom,
          right: box.right,
          w: box.width,
          h: box.height,
        };
      }),
    );
  const width = page.viewportSize()?.width ?? 0;
  return boxes.filter(
    (box) =>
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= bottom &&
      box.right <= width &&
      box.w >= TOUCH_PX &&
      box.h >= TOUCH_PX,
  ).length;
}

for (const size of SIZES) {
  test.describe(`Today at ${size.width} × ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
    });
    test.describe.configure({ timeout: 120_000 });

    let data: StressData;
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL });
      data = await seedStressData(request);
      // The tenth habit keeps the dialog's old default icon, ✅: it must not look done.
      await createHabitThroughApi(request, data.owner, 'Take vitamins', { icon: '✅', color: '#f97316' });
      await request.dispose();
    });

    const tap = async (target: ReturnType<Page['locator']>) => (size.mobile ? target.tap() : target.click());

    test('the first screen holds eight check targets, and the list is first', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/dashboard');
      const dashboard = new Dashboard(page);
      await expect(page.getByTestId('habit-row')).toHaveCount(10);
      await expect(dashboard.syncStatus).toHaveText('Synced');
      await shot(page, size.name, 'today');

      const bottom = size.height - (size.mobile ? BOTTOM_BAR_PX : 0);
      expect(await checkTargetsOnFirstScreen(page, bottom)).toBeGreaterThanOrEqual(size.mobile ? 8 : 1);
      const first = await page.locator('button.check-target').first().boundingBox();
      expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(size.height);

      // Every row is compact: one habit takes 56-64 px, however long its name (two lines at most).
      const heights = await page
        .getByTestId('habit-row')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThanOrEqual(64);
      const long = dashboard.row(LONG_HABIT).locator('.habit-row__name');
      await expect(long).toHaveCSS('-webkit-line-clamp', '2');

      // The greeting shows minutes, not a ticking seconds clock.
      await expect(page.getByTestId('live-clock')).toHaveText(/^\d\d:\d\d$/);
      // Nothing not done looks done: the old ✅ default is drawn as the icon the name suggests.
      await expect(dashboard.row('Take vitamins').locator('.habit-icon')).toHaveText('💊');
      await expect(page.getByTestId('habit-row').filter({ hasText: '✅' })).toHaveCount(0);
    });

    test('a tap on a numeric habit adds its step and never lowers a typed amount', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/dashboard');
      const dashboard = new Dashboard(page);
      const walk = dashboard.row('Walk');
      await expect(walk.getByTestId('habit-amount')).toHaveText('0 / 10,000 steps');

      // The exact amount is one gesture away: the row opens the habit's sheet.
      const sheet = await dashboard.openHabit('Walk');
      await shot(page, size.name, 'sheet');
      const amount = sheet.getByLabel('Walk amount today');
      await amount.fill('4200');
      await amount.press('Enter');
      await expect(walk.getByTestId('habit-amount')).toHaveText('4,200 / 10,000 steps');
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();

      await tap(dashboard.addButton('Walk', '1,000 steps'));
      await expect(walk.getByTestId('habit-amount')).toHaveText('5,200 / 10,000 steps');
      // The ring shows the share of the target as an arc, not done yet.
      await expect(dashboard.addButton('Walk', '1,000 steps')).toHaveAttribute('data-done', 'false');
      await expect(walk.locator('.check-ring__arc')).toHaveCount(1);

      // Eight cups step by one ('Add 1 cup', never '1 cups'); the eighth tap completes the day, a
      // ninth keeps counting.
      const water = dashboard.addButton('Drink water', '1 cup');
      for (let cup = 1; cup <= 8; cup += 1) await tap(water);
      await expect(dashboard.row('Drink water').getByTestId('habit-amount')).toHaveText('8 / 8 cups');
      await expect(water).toHaveAttribute('data-done', 'true');
      await expect(water).toHaveAttribute('data-saved', 'true');
      await tap(water);
      await expect(dashboard.row('Drink water').getByTestId('habit-amount')).toHaveText('9 / 8 cups');
      await tap(dashboard.checkButton('Meditate'));
      await dashboard.expectChecked('Meditate', true);
      await shot(page, size.name, 'after-taps');

      // What was tapped is what is stored: after a reload the amounts are still there.
      await expect(dashboard.syncStatus).toHaveText('Synced');
      await page.reload();
      await expect(walk.getByTestId('habit-amount')).toHaveText('5,200 / 10,000 steps');

      // The stepper lowers on purpose, in the sheet; a past day takes an amount too.
      const again = await dashboard.openHabit('Walk');
      await again.getByRole('button', { name: 'Minus 1,000 steps' }).click();
      await expect(again.getByLabel('Walk amount today')).toHaveValue('4200');
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await again.getByLabel('Day', { exact: true }).fill(yesterday);
      const past = again.getByLabel(/^Walk amount on /);
      await past.fill('6000');
      await past.press('Enter');
      await expect(past).toHaveValue('6000');
      await expect(walk.getByTestId('habit-amount')).toHaveText('4,200 / 10,000 steps');
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
    });

    test('widget chrome shows on a phone only while arranging', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/dashboard');
      await expect(page.getByTestId('habit-row')).toHaveCount(10);
      const pencils = page.getByRole('button', { name: /^(Edit|Remove) .* widget$/ });
      if (!size.mobile) {
        await expect(pencils.first()).toBeVisible();
        await expect(page.getByLabel('Edit All')).toBeVisible();
        return;
      }
      await expect(pencils).toHaveCount(0);
      await expect(page.getByLabel('Edit All')).toHaveCount(0);
      await expect(page.getByText(/^Tip:/)).toHaveCount(0);
      await expect(page.getByTestId('grid-view')).toHaveCount(0);
      await page.getByRole('button', { name: 'Edit dashboard' }).click();
      await expect(page.getByRole('button', { name: 'Remove My Habits widget' })).toBeVisible();
      await expect(page.getByLabel('Edit All')).toBeChecked();
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(pencils).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();
    });
  });
}
