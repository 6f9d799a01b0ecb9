import { createAccount, expect, openSignedIn, PASSWORD, test, uniqueEmail } from './fixtures';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { SignupPage } from './pages/SignupPage';

test('sign up lands on the dashboard, sign out returns home, sign in comes back', async ({ page }) => {
  const email = uniqueEmail('journey');
  const signup = new SignupPage(page);
  await signup.goto();
  await expect(signup.firstName).toBeFocused();
  await signup.fill({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await signup.submit.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('.user-menu__name')).toHaveText('Grace Hopper');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const shell = new AppShell(page);
  await shell.signOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start now' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const login = new LoginPage(page);
  await login.goto();
  await expect(login.email).toBeFocused();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.user-menu__name')).toHaveText('Grace Hopper');
});

test('the session survives a reload', async ({ page, request }) => {
  const account = await createAccount(request, 'Reload Person');
  await openSignedIn(page, account, '/app/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/app\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
});

test('guarded screens send a signed-out visitor to /login, carrying the page asked for', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ['/app/analytics', '/app/groups/123/settings', '/app/settings/habit-privacy/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('a deep link survives signing in', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/app/settings?open=import');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?open=import$/);
  await expect(page.getByRole('dialog', { name: /Import/ })).toBeVisible();
});

test('a next address outside the app is not followed', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/app')}`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app$/);
});

test('a signed-in person is sent from landing, login, signup and the callback to the app', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account);
  for (const path of ['/', '/login', '/auth/callback']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app$/);
  }
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/app(\/dashboard)?$/);
});

test('a session ended elsewhere sends the person to /login with the spec message', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account);
  await expect(page.getByTestId('sync-status')).toHaveText('Synced');
  // Another device signs this session out; the next call to the server learns it.
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${account.token}` } });
  // The open event stream may learn it first and leave the app before a tap could land, so the tap
  // is made in the page at once, or not at all when the pill has already gone.
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[data-testid="sync-status"]')?.click(),
  );
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  // The sync and the bell's count both learn it at once: one toast says so, not a stack of copies.
  await expect(page.getByText('Session expired. Please login again.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the social-login callback stores the session, and reports its failures on /login', async ({
  page,
  request,
}) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
  await expect(page.getByTestId('auth-error')).toHaveText('Social login failed. Please try again.');

  await page.goto('/auth/callback#token=only-a-token');
  await expect(page.getByTestId('auth-error')).toHaveText('Invalid OAuth response. Please try again.');

  await page.goto('/auth/callback#token=t&user=%7Bnot-json');
  await expect(page.getByTestId('auth-error')).toHaveText('An error occurred during social login.');

  await page.goto('/login?error=mystery');
  await expect(page.getByTestId('auth-error')).toHaveText('An error occurred. Please try again.');

  const account = await createAccount(request, 'Social Person');
  const user = encodeURIComponent(JSON.stringify(account.user));
  await page.goto(`/auth/callback#token=${account.token}&user=${user}`);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.user-menu__name')).toHaveText('Social Person');
});

test('a stored session opens the app at once while the server checks it, and a no from it ends the session', async ({
  page,
  request,
}) => {
  // Issue 27: the app paints from the stored session; /auth/me answers in the background. Held
  // here until the screen is up, so the test sees that nothing waited for it.
  const account = await createAccount(request);
  let releaseMe: () => void = () => {};
  const meHeld = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  let meAsked = false;
  await page.route('**/api/auth/me', async (route) => {
    meAsked = true;
    await meHeld;
    await route.continue();
  });
  await openSignedIn(page, account, '/app/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // The check may start just after the first paint (a loaded machine showed it); what matters is
  // that it is asked and that the screen did not wait for its answer, which is still held.
  await expect.poll(() => meAsked).toBe(true);
  releaseMe();
  await expect(page.getByTestId('sync-status')).toHaveText('Synced');

  // The same start with a session the server has ended: the app opens, then the answer (401)
  // ends the session with the spec's message, as any expired session does.
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${account.token}` } });
  await page.unroute('**/api/auth/me');
  await page.goto('/app/analytics');
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fanalytics$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('with the server unreachable, a stored session still opens the app', async ({ page, request }) => {
  const account = await createAccount(request, 'Offline Person');
  await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
  await openSignedIn(page, account);
  await expect(page.locator('.user-menu__name')).toHaveText('Offline Person');
});
