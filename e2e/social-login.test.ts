import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, test } from './fixtures';
import { invitationLink } from './outbox';
import { Dashboard } from './pages/Dashboard';
import { LoginPage } from './pages/LoginPage';

/**
 * Social login end to end: the app's 'Continue with Google' goes to a real OpenID Connect server on
 * loopback (oidc-provider, started by start-server.mjs and named by GOOGLE_ISSUER), whose own sign-in
 * and consent pages the test fills in; the code comes back to the server's callback, and the web app
 * lands on /app. The provider knows any login id: 'ola-1a2b3c4d' is ola-1a2b3c4d@example.com,
 * verified, named 'Ola-1a2b3c4d' (e2e/oidc/provider.mjs).
 */

const loginId = () => `ola-${randomUUID().slice(0, 8)}`;

test.beforeEach(async ({ context }) => {
  // The provider's dev pages import a web font; the run has no internet to fetch it from.
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

async function continueWithGoogle(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
}

/** The provider's sign-in page takes any login id with any password. */
async function signInAtProvider(page: Page, id: string) {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(id);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible();
}

async function signedInUser(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  return (await me.json()).data.user as {
    _id: string;
    email: string;
    name: string;
    hasGoogleAuth: boolean;
    createdAt: string;
  };
}

test('the login and signup pages offer Google, the one provider this server enabled', async ({ page }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    const google = page.getByRole('link', { name: 'Continue with Google' });
    // The browser's zone rides along, for an account the sign-in creates.
    await expect(google).toHaveAttribute('href', /^\/api\/auth\/google\?timezone=[\w%]+$/);
    await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toHaveCount(0);
  }
});

test('a new person signs in with Google at the provider and lands in a new account', async ({
  page,
  request,
}) => {
  const id = loginId();
  const startedAt = Date.now();
  await continueWithGoogle(page);
  await signInAtProvider(page, id);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.user-menu__name')).toHaveText(`Ola-${id.slice(4)}`);
  const user = await signedInUser(page, request);
  expect(user).toMatchObject({ email: `${id}@example.com`, name: `Ola-${id.slice(4)}`, hasGoogleAuth: true });
  // Made by this sign-in, and without a password: a password sign-in to it fails.
  expect(Date.parse(user.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
  const withPassword = await request.post('/api/auth/login', {
    data: { email: `${id}@example.com`, password: PASSWORD },
  });
  expect(withPassword.status()).toBe(401);
});

test('a person with a password account signs in with Google into that same account', async ({
  page,
  request,
}) => {
  const id = loginId();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Ola Nordmann', email: `${id}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token, user: account } = (await registered.json()).data;
  const habit = await request.post('/api/habits', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Morning walk' },
  });
  expect(habit.status()).toBe(201);

  await continueWithGoogle(page);
  await signInAtProvider(page, id);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/app$/);
  // The account keeps its own name, and its habit is on the dashboard.
  await expect(page.locator('.user-menu__name')).toHaveText('Ola Nordmann');
  await expect(new Dashboard(page).row('Morning walk')).toBeVisible();
  const user = await signedInUser(page, request);
  expect(user).toMatchObject({ _id: account._id, email: `${id}@example.com`, hasGoogleAuth: true });
});

test('denying consent at the provider lands on /login with the social-login error', async ({
  page,
  request,
}) => {
  const id = loginId();
  await continueWithGoogle(page);
  await signInAtProvider(page, id);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
  await expect(page.getByTestId('auth-error')).toHaveText('Social login failed. Please try again.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // No account was made for the person who said no: their email is still free.
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Ola', email: `${id}@example.com`, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
});

test('a callback without token or user lands on /login with the invalid-response error', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/login\?error=oauth_invalid$/);
  await expect(page.getByTestId('auth-error')).toHaveText('Invalid OAuth response. Please try again.');
});

test('an invitation survives a sign-up through Google: back on it, one click joins, in the browser’s zone', async ({
  browser,
  request,
}) => {
  const id = loginId();
  const email = `${id}@example.com`;
  const owner = await createAccount(request, 'Olive Owner');
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/workspaces', { headers, data: { name: 'Dawn Runners' } });
  const groupId = (await created.json()).workspace._id as string;
  await request.post(`/api/workspaces/${groupId}/members/invite`, { headers, data: { email } });
  const link = await invitationLink(email);

  const context = await browser.newContext({ timezoneId: 'Australia/Perth' });
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Login to Join' }).click();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, id);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/invite/${link.split('/invite/')[1]}$`));
  await page.getByRole('button', { name: 'Accept & Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/groups/${groupId}$`));
  const user = await signedInUser(page, request);
  expect(user.email).toBe(email);
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect((await me.json()).data.user.preferences.timezone).toBe('Australia/Perth');
  await context.close();
});
