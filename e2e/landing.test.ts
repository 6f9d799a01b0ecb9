import { expect, pauseClock, test } from './fixtures';

test('the nav turns opaque after 50 px of scroll', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByTestId('landing-nav');
  await expect(nav).not.toHaveClass(/landing-nav--opaque/);
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(nav).not.toHaveClass(/landing-nav--opaque/);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(nav).toHaveClass(/landing-nav--opaque/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).not.toHaveClass(/landing-nav--opaque/);
});

test('the hero, badge and four feature cards are there; Start now opens the app without an account', async ({
  page,
}) => {
  await page.goto('/');
  for (const title of ['Smart Goal Tracking', 'Visual Progress', 'Deep Analytics', 'Quick Actions']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('From your own data', { exact: true })).toBeVisible();
  await expect(page.getByText(/No account needed: your habits stay on this device/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  await page.getByRole('link', { name: 'v1 is live' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start now' }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('device-only-badge')).toBeVisible();
  // Started, the landing page sends the person on to their habits.
  await page.goto('/');
  await expect(page).toHaveURL(/\/app$/);
});

test('claims only what the app does: no AI, and this year in the copyright', async ({ page }) => {
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).not.toContainText(/\bAI\b/);
  await expect(body).not.toContainText(/Coming Soon/i);
  await expect(page.getByText('suggestions from your own data', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Habitat`);
});

test('the copyright year is computed, not written down', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Habitat');
});

/** Fake timers, frozen until the test moves them, so a slow machine cannot skip a step. */
async function freezeClock(page: import('@playwright/test').Page) {
  const start = new Date('2026-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await pauseClock(page, start);
}

test('the how-it-works carousel advances every 4 seconds', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const steps = page.getByTestId('carousel-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(3900);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(200);
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(4000);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(4000);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(4000);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Show step 4: Build Together' }).click();
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
});

test('"How it works" scrolls to the section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'How it works', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How it works', level: 2 })).toBeInViewport();
});

test('the contact form checks its fields and writes an email to the configured address, claiming no send', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  // start-server.mjs sets SUPPORT_EMAIL; the page learns it from the health check.
  await expect(dialog).toContainText(
    'Your message opens in your own email app, addressed to support@habitat.test.',
  );
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await dialog.getByRole('button', { name: 'Write Email' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Visitor');
  await dialog.getByLabel('Email').fill('visitor@example.com');
  await dialog.getByLabel('Message').fill('Hello there');
  await dialog.getByRole('button', { name: 'Write Email' }).click();
  const open = dialog.getByRole('link', { name: 'Open in your email app' });
  const href = (await open.getAttribute('href')) ?? '';
  const mail = new URL(href);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe('support@habitat.test');
  expect(mail.searchParams.get('body')).toBe('Hello there\n\nVisitor <visitor@example.com>');
  await expect(dialog).not.toContainText(/received|Thank You/i);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test('without a contact address it offers the issue tracker, not a form that goes nowhere', async ({
  page,
}) => {
  await page.route('**/api/health', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({
      json: { ...body, data: { ...body.data, support: { issuesUrl: 'https://issues.habitat.test/new' } } },
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toContainText('This server has no contact address set up.');
  await expect(dialog.getByRole('link', { name: /issue tracker/ })).toHaveAttribute(
    'href',
    'https://issues.habitat.test/new',
  );
  await expect(dialog.getByRole('button', { name: 'Write Email' })).toHaveCount(0);
});

test('Escape closes the contact modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
