import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';
import { expectDialogFits, expectScreenFits, habitNameBoxes, snap } from './layout';
import { Dashboard } from './pages/Dashboard';
import { LONG_HABIT, type StressData, seedStressData } from './stress-seed';

/**
 * Every screen at the sizes people use it: two phones (360 × 740 and 390 × 844, touch) and a
 * desk (1280 × 800), with data that stresses the layout. Each screen must fit (nothing sideways,
 * no page taller than its content, axe content), each dialog's primary action must be in view, and
 * each screen's picture is saved with the run's reports (`screens/<size>/<screen>.png`).
 */
const SIZES = [
  { name: 'phone-360', width: 360, height: 740, mobile: true },
  { name: 'phone-390', width: 390, height: 844, mobile: true },
  { name: 'desktop-1280', width: 1280, height: 800, mobile: false },
] as const;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
    });
    // Many screens and axe scans per test, on a 2-core machine.
    test.describe.configure({ timeout: 180_000 });

    let data: StressData;
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL });
      data = await seedStressData(request);
      await request.dispose();
    });

    const tap = async (target: ReturnType<Page['locator']>) => (size.mobile ? target.tap() : target.click());

    test('landing, login, signup and an invitation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, size.name, 'landing');
      await expectScreenFits(page, 'landing');
      // The nav's Contact Us on a desk, the footer's Contact on a phone.
      await page
        .getByRole('button', { name: /^Contact/ })
        .filter({ visible: true })
        .first()
        .click();
      const contact = page.getByRole('dialog', { name: 'Contact Us' });
      await expectDialogFits(contact, contact.getByRole('button', { name: 'Write Email' }), 'contact');
      await snap(page, size.name, 'landing-contact', { overlay: true });
      await page.keyboard.press('Escape');

      await page.goto('/login');
      await expect(page.getByLabel('Email Address')).toBeFocused();
      await snap(page, size.name, 'login');
      await expectScreenFits(page, 'login');

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await snap(page, size.name, 'signup');
      await expectScreenFits(page, 'signup');

      await page.goto(data.inviteLink);
      await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
      await page.getByRole('button', { name: 'Login to Join' }).click();
      await expect(page.getByRole('button', { name: 'Login & Join Group' })).toBeVisible();
      await snap(page, size.name, 'invitation');
      await expectScreenFits(page, 'invitation');
    });

    test('the dashboard, a habit sheet, the habit dialog, the menu and notifications', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/dashboard');
      const dashboard = new Dashboard(page);
      await expect(page.getByTestId('habit-row')).toHaveCount(9);
      await expect(dashboard.row('Walk').getByTestId('habit-streak')).toHaveText(/^Streak \d+ days?$/);
      await snap(page, size.name, 'dashboard');
      await expectScreenFits(page, 'dashboard');

      // Names get the room: on a phone half the window at least (on a desk half the list, which the
      // person sizes), two lines at most.
      for (const name of await habitNameBoxes(page)) {
        expect(size.mobile ? name.widthShare : name.listShare, name.text).toBeGreaterThanOrEqual(0.45);
        expect(name.lines, name.text).toBeLessThanOrEqual(2);
      }
      // Today's first check-in is on the first screen after the welcome card (on a phone, the first).
      const firstCheck = page.getByTestId('habit-row').first().locator('button.check-target');
      const checkBox = await firstCheck.boundingBox();
      const welcomeBox = await page.locator('.welcome').boundingBox();
      if (!checkBox || !welcomeBox) throw new Error('dashboard not laid out');
      expect(checkBox.width).toBeGreaterThanOrEqual(44);
      expect(checkBox.height).toBeGreaterThanOrEqual(44);
      if (size.mobile) await expect(firstCheck).toBeInViewport({ ratio: 1 });
      expect(checkBox.y + checkBox.height - (welcomeBox.y + welcomeBox.height)).toBeLessThanOrEqual(
        size.height,
      );

      // The long habit counts pages: a tap adds its step (2 of 20 pages).
      await tap(dashboard.addButton(LONG_HABIT, '2 pages'));
      await expect(dashboard.row(LONG_HABIT).getByTestId('habit-amount')).toHaveText('2 / 20 pages');

      // The whole name is the title of its sheet, however long, and the sheet's actions are in view.
      const sheet = await dashboard.openHabit(LONG_HABIT);
      await expect(sheet.getByRole('heading', { name: LONG_HABIT, exact: true })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Edit habit' })).toBeInViewport({ ratio: 1 });
      await snap(page, size.name, 'dashboard-habit-sheet', { overlay: true });
      // Its pause and planned-rest forms (issue 30) fit too, their actions within reach.
      await tap(sheet.getByRole('button', { name: 'Pause…' }));
      await expectDialogFits(sheet, sheet.getByRole('button', { name: /^Pause / }), 'pause form');
      await tap(sheet.getByRole('button', { name: 'Cancel' }));
      await tap(sheet.getByRole('button', { name: 'Plan rest days…' }));
      await tap(sheet.getByRole('button', { name: 'Sunday', exact: true }));
      await sheet.getByRole('button', { name: 'Plan rest', exact: true }).scrollIntoViewIfNeeded();
      await expectDialogFits(
        sheet,
        sheet.getByRole('button', { name: 'Plan rest', exact: true }),
        'rest form',
      );
      await snap(page, size.name, 'habit-sheet-rest', { overlay: true });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add Habit' }).click();
      const create = page.getByRole('dialog', { name: 'Create Habit' });
      await expectDialogFits(create, create.getByRole('button', { name: 'Create' }), 'create habit');
      await snap(page, size.name, 'habit-dialog', { overlay: true });
      // A limit's fields (issue 30) in the Details tab.
      await create.getByLabel('Goal').selectOption('at-most');
      await expectDialogFits(create, create.getByRole('button', { name: 'Create' }), 'create habit limit');
      for (const tab of ['Style', 'Settings']) {
        await create.getByRole('tab', { name: tab }).click();
        await expectDialogFits(create, create.getByRole('button', { name: 'Create' }), `create habit ${tab}`);
      }
      // Several reminder times (issue 30).
      await create.getByRole('checkbox', { name: 'Enable reminder' }).check();
      await create.getByRole('button', { name: 'Add another time' }).click();
      await expectDialogFits(
        create,
        create.getByRole('button', { name: 'Create' }),
        'create habit reminders',
      );
      await snap(page, size.name, 'habit-dialog-settings', { overlay: true });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await expect(
        page
          .locator('.notification-panel')
          .getByText(/Bartholomew/)
          .first(),
      ).toBeVisible();
      await expect(page.locator('.notification-panel')).toBeInViewport({ ratio: 1 });
      await snap(page, size.name, 'notifications', { overlay: true });
      await expectScreenFits(page, 'notifications');
      await page.keyboard.press('Escape');

      // A month of days is wider than a phone: it scrolls inside its card, the page does not.
      await dashboard.addWidget('Habit Table');
      const table = region(page, 'Habit Table');
      // Drawn when it comes near the window (WhenVisible), like every chart of the dashboard.
      await table.scrollIntoViewIfNeeded();
      await table.getByRole('button', { name: 'Month', exact: true }).click();
      await expectScreenFits(page, 'dashboard with the habit table');
      const scroller = table.locator('.db-scroll');
      const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
      if (size.mobile) expect(overflow).toBeGreaterThan(0);
      await scroller.evaluate((box) => {
        box.scrollLeft = box.scrollWidth;
      });
      // The habit column stays put while the days scroll under it.
      const [habitCell, tableBox] = await Promise.all([
        table.locator('tbody .db-table__habit').first().boundingBox(),
        scroller.boundingBox(),
      ]);
      if (!habitCell || !tableBox) throw new Error('habit table not laid out');
      expect(Math.abs(habitCell.x - tableBox.x)).toBeLessThanOrEqual(2);
      await snap(page, size.name, 'dashboard-habit-table');

      if (size.mobile) {
        // The tab bar, not a menu, takes a phone to the other places (issue 27).
        await expect(page.getByTestId('tab-bar')).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
        await snap(page, size.name, 'tab-bar', { overlay: true });
      }
    });

    test('analytics, settings and the habit privacy screen', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/analytics');
      await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
      await expect(region(page, 'Habit Performance').getByText('Walk')).toBeVisible();
      await snap(page, size.name, 'analytics');
      await expectScreenFits(page, 'analytics');

      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(region(page, 'Profile & Account')).toBeVisible();
      await snap(page, size.name, 'settings');
      await expectScreenFits(page, 'settings');
      // The reminder summary's time (issue 30) fits with the rest of Notifications.
      const summary = region(page, 'Reminders').getByRole('switch', { name: 'One reminder a day instead' });
      if (!(await summary.isChecked())) await tap(summary);
      await expect(region(page, 'Reminders').getByLabel('Summary time')).toBeVisible();
      await expectScreenFits(page, 'settings with the reminder summary');

      await page.goto(`/app/settings/habit-privacy/${data.habitId}`);
      await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
      await snap(page, size.name, 'habit-privacy');
      await expectScreenFits(page, 'habit-privacy');

      // Text shared from another app (issue 32): the note and the habits fit, with Save in reach.
      await page.goto('/app/share?title=Ran%205%20km&text=Ran%205%20km%20by%20the%20river');
      await expect(page.getByRole('button', { name: 'Save note' })).toBeVisible();
      await snap(page, size.name, 'share');
      await expectScreenFits(page, 'share');
    });

    test('groups, a group and its dialogs, its settings and a member mirror', async ({ page }) => {
      await openSignedIn(page, data.owner, '/app/groups');
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(data.groupName) }),
      ).toBeVisible();
      await snap(page, size.name, 'groups');
      await expectScreenFits(page, 'groups');
      await page.getByRole('button', { name: 'Create Group' }).click();
      const create = page.getByRole('dialog', { name: 'Create Group' });
      await expectDialogFits(create, create.getByRole('button', { name: 'Create Group' }), 'create group');
      await snap(page, size.name, 'groups-create', { overlay: true });
      await page.keyboard.press('Escape');

      await page.goto(`/app/groups/${data.groupId}`);
      await expect(page.getByTestId('page-title')).toHaveText(data.groupName);
      await expect(region(page, 'Team Members').getByText(/Bartholomew/)).toBeVisible();
      await snap(page, size.name, 'group');
      await expectScreenFits(page, 'group');

      await region(page, 'Group Habits')
        .getByRole('button', { name: /^Run five kilometres/ })
        .click();
      const adopt = page.getByRole('dialog', { name: 'Adopt Habit' });
      await expectDialogFits(adopt, adopt.getByRole('button', { name: 'Adopt Habit' }), 'adopt');
      await snap(page, size.name, 'group-adopt', { overlay: true });
      await page.keyboard.press('Escape');

      await region(page, 'Team Members').getByRole('button', { name: 'Invite' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite Member' });
      await expectDialogFits(invite, invite.getByRole('button', { name: 'Send Invitation' }), 'invite');
      await page.keyboard.press('Escape');

      // The encouragement feed is on a group page from the start (issue 16).
      await region(page, 'Encouragement Feed').getByRole('button', { name: 'Send' }).click();
      const encourage = page.getByRole('dialog', { name: 'Send Encouragement' });
      await expectDialogFits(
        encourage,
        encourage.getByRole('button', { name: 'Send', exact: true }),
        'encourage',
      );
      await snap(page, size.name, 'group-encourage', { overlay: true });
      await page.keyboard.press('Escape');

      await page.goto(`/app/groups/${data.groupId}/settings`);
      await expect(page.getByRole('heading', { name: 'Group settings', level: 1 })).toBeVisible();
      await expect(page.getByText(/Bartholomew/).first()).toBeVisible();
      await snap(page, size.name, 'group-settings');
      await expectScreenFits(page, 'group-settings');

      await page.goto(`/app/groups/${data.groupId}/members/${data.member.user._id}/dashboard`);
      await expect(page.getByRole('heading', { name: /Bartholomew.*'s Dashboard/ })).toBeVisible();
      await snap(page, size.name, 'member-mirror');
      await expectScreenFits(page, 'member-mirror');
    });
  });
}
