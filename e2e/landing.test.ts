import { expect, test } from './fixtures';

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

/** Fake timers, frozen until the test moves them, so a slow machine cannot skip a step. */
async function freezeClock(page: import('@playwright/test').Page) {
  const start = new Date('2026-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
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

test('the contact form checks its fields and simulates a one-second send without a request', async ({
  page,
}) => {
  await freezeClock(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Visitor');
  await dialog.getByLabel('Email').fill('visitor@example.com');
  await dialog.getByLabel('Message').fill('Hello there');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(dialog.getByText('Thank You! Your message has been received...')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  expect(requests).toEqual([]);
});

test('Escape closes the contact modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
