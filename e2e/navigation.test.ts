import type { Locator, Page } from '@playwright/test';
import { type Account, createAccount, createHabitThroughApi, expect, openSignedIn, test } from './fixtures';
import { Dashboard } from './pages/Dashboard';

/**
 * Issue 27, phone navigation and quiet feedback: a bottom tab bar on phones (not on a desk), a sync
 * pill that says its state in words, and no message over a dialog's actions, at the three sizes
 * people use.
 */
const SIZES = [
  { name: 'phone 360', width: 360, height: 740, phone: true },
  { name: 'phone 390', width: 390, height: 844, phone: true },
  { name: 'desk 1280', width: 1280, height: 800, phone: false },
] as const;

const TABS = [
  { label: 'Today', url: /\/app\/dashboard$/, title: 'Today' },
  { label: 'Analytics', url: /\/app\/analytics$/, title: 'Analytics' },
  { label: 'Groups', url: /\/app\/groups$/, title: 'Groups' },
  { label: 'Settings', url: /\/app\/settings$/, title: 'Settings' },
] as const;

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectApart(toast: Locator, target: Locator, what: string) {
  const toastBox = await toast.boundingBox();
  const targetBox = await target.boundingBox();
  expect(toastBox, 'the toast is on screen').not.toBeNull();
  expect(targetBox, `${what} is on screen`).not.toBeNull();
  if (toastBox && targetBox) {
    expect(
      overlaps(toastBox, targetBox),
      `the toast covers ${what}: ${JSON.stringify({ toastBox, targetBox })}`,
    ).toBe(false);
  }
}

async function groupFor(page: Page, account: Account): Promise<string> {
  const created = await page.request.post('/api/workspaces', {
    data: { name: 'Morning Runners', type: 'fitness' },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).workspace._id;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.phone });

    test(
      size.phone ? 'a tab bar takes you to each place in one tap' : 'the sidebar, and no tab bar',
      async ({ page, request }) => {
        const account = await createAccount(request);
        await openSignedIn(page, account, '/app/dashboard');
        const tabBar = page.getByTestId('tab-bar');
        if (!size.phone) {
          await expect(page.getByTestId('sidebar')).toBeVisible();
          await expect(tabBar).toHaveCount(0);
          await expect(
            page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
          ).toBeVisible();
          return;
        }
        await expect(tabBar).toBeVisible();
        await expect(page.getByTestId('sidebar')).toHaveCount(0);
        // The top bar is lean: no menu button, the title alone, the bell and the account in reach.
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
        await expect(
          page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
        ).toBeHidden();
        await expect(page.getByRole('button', { name: /Notifications/ })).toBeInViewport({ ratio: 1 });
        await expect(page.locator('.user-menu__trigger')).toBeInViewport({ ratio: 1 });

        // Flush with the bottom of the screen, every tab a touch target.
        const barBox = await tabBar.boundingBox();
        expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(size.height);
        for (const tab of TABS) {
          const link = tabBar.getByRole('link', { name: tab.label });
          const box = await link.boundingBox();
          expect(box?.height ?? 0, `${tab.label} is 44 px tall or more`).toBeGreaterThanOrEqual(44);
          expect(box?.width ?? 0, `${tab.label} is 44 px wide or more`).toBeGreaterThanOrEqual(44);
        }

        await expect(tabBar.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
        for (const tab of [...TABS.slice(1), TABS[0]]) {
          await tabBar.getByRole('link', { name: tab.label }).tap();
          await expect(page).toHaveURL(tab.url);
          await expect(page.getByTestId('page-title')).toHaveText(tab.title);
          await expect(tabBar.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
          await expect(tabBar.locator('[aria-current="page"]')).toHaveCount(1);
        }
        // A group's own pages belong to the Groups tab.
        const groupId = await groupFor(page, account);
        await page.goto(`/app/groups/${groupId}`);
        await expect(tabBar.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');

        // The page's last line scrolls clear of the bar.
        await page.goto('/app/settings');
        await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
        // Widgets keep arriving after the heading (each reads its own data), so the page is scrolled
        // to its end and measured again until it settles: the state waited for is "clear of the bar".
        // The board's own last control is there once its widgets are.
        await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeAttached();
        const barTop = (await tabBar.boundingBox())?.y ?? 0;
        await expect
          .poll(() =>
            page.locator('#main').evaluate((main) => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              let bottom = 0;
              for (const element of main.querySelectorAll('button, a, input, select, p, h2, h3, label')) {
                const box = element.getBoundingClientRect();
                if (box.height > 0) bottom = Math.max(bottom, box.bottom);
              }
              return bottom;
            }),
          )
          .toBeLessThanOrEqual(barTop);
      },
    );

    test('the sync pill says where the data stands, in words', async ({ page, request }) => {
      const account = await createAccount(request);
      const habitId = await createHabitThroughApi(request, account, 'Read');
      await openSignedIn(page, account, '/app/dashboard');
      const dashboard = new Dashboard(page);
      const pill = dashboard.syncStatus;
      await expect(pill).toHaveText('Synced');
      // The words are drawn, not only spoken, on a phone too.
      await expect(pill.getByText('Synced')).toBeVisible();
      await expect(pill).toBeInViewport({ ratio: 1 });

      await dashboard.waitForOfflineReady();
      await page.context().setOffline(true);
      await expect(pill).toHaveText('Offline');
      // The browser runs in UTC; the check-in lands on a day between these two, even across midnight.
      const firstDay = new Date().toISOString().slice(0, 10);
      await dashboard.checkButton('Read').click();
      await dashboard.expectChecked('Read', true);
      await expect(pill).toHaveText('Offline · 1 waiting');
      await expect(pill.getByText('Offline · 1 waiting')).toBeVisible();
      await expect(pill).toBeInViewport({ ratio: 1 });

      await page.context().setOffline(false);
      await expect(pill).toHaveText('Synced');
      // A server that fails: two words on the pill, the reason one tap away, and a tap retries.
      await page.route('**/api/sync/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"error":"Internal server error"}',
        }),
      );
      // A sync now, without touching the pill (its tap opens the reason once the sync has failed).
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(pill).toHaveText('Sync failed');
      await expect(pill).toBeInViewport({ ratio: 1 });
      const reason = page.getByTestId('sync-status-reason');
      await pill.click();
      await expect(reason).toContainText('Sync failed: Internal server error.');
      await expect(reason).toBeInViewport({ ratio: 1 });
      await page.unroute('**/api/sync/**');
      await reason.getByRole('button', { name: 'Try again now' }).click();
      await expect(pill).toHaveText('Synced');
      await expect(reason).toHaveCount(0);

      // And the server has the check-in.
      const lastDay = new Date().toISOString().slice(0, 10);
      const answer = await request.get(
        `/api/habits/${habitId}/entries?startDate=${firstDay}&endDate=${lastDay}`,
        {
          headers: { authorization: `Bearer ${account.token}` },
        },
      );
      expect((await answer.json()).data.entries).toHaveLength(1);
    });

    test('no message covers a dialog’s primary action', async ({ page, request }) => {
      const account = await createAccount(request);
      const groupId = await groupFor(page, account);
      // The invitation fails on the server: its error toast (6 s) is there when the dialog opens again.
      await page.route(`**/api/workspaces/${groupId}/members/invite`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"error":"Internal server error"}',
        }),
      );
      await openSignedIn(page, account, `/app/groups/${groupId}`);
      const openInvite = async () => {
        await page.getByRole('button', { name: 'Invite', exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        return dialog;
      };
      let dialog = await openInvite();
      await dialog.getByLabel('Email').fill('friend@example.com');
      const send = dialog.getByRole('button', { name: /Send/ });
      await send.click();
      const toast = page.locator('.toast').filter({ hasText: 'Server error' });
      await expect(toast).toBeVisible();
      // While the dialog that caused it is open...
      await expectApart(toast, send, 'Send Invitation');
      // ...by the rule: a dialog keeps its actions at its bottom, so messages move to the top.
      expect((await toast.boundingBox())?.y ?? size.height).toBeLessThan(size.height / 4);
      await expectApart(toast, dialog.getByRole('button', { name: 'Cancel' }), 'Cancel');

      // ...and when the next dialog opens with the toast still there.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toast).toBeVisible();
      if (size.phone) await expectApart(toast, page.getByTestId('tab-bar'), 'the tab bar');
      dialog = await openInvite();
      await expect(toast).toBeVisible();
      await expectApart(toast, dialog.getByRole('button', { name: /Send/ }), 'Send Invitation');
      await expectApart(toast, dialog.getByRole('button', { name: 'Cancel' }), 'Cancel');
    });
  });
}
