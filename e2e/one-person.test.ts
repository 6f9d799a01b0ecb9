import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import {
  type Account,
  createAccount,
  createHabitThroughApi,
  expect,
  openSignedIn,
  PASSWORD,
  test,
} from './fixtures';
import { AppShell } from './pages/AppShell';
import { Dashboard } from './pages/Dashboard';
import { LoginPage } from './pages/LoginPage';

// Issue 28, items 1 and 5: one person on a device at a time, every tab following them, and no
// change lost or sent under another person's token when the device changes hands.

/** Sessions of the test's own, apart from the device's (which its sign-outs end). */
const readers = new Map<string, string>();

async function readerToken(request: APIRequestContext, account: Account): Promise<string> {
  const known = readers.get(account.email);
  if (known) return known;
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()).data as { token: string };
  readers.set(account.email, token);
  return token;
}

/** Whether the server holds `habit` as done for `account`. */
async function doneOnServer(request: APIRequestContext, account: Account, habit: string): Promise<boolean> {
  const token = await readerToken(request, account);
  const pull = await request.post('/api/sync/pull', {
    data: { clientId: crypto.randomUUID(), cursors: {}, limit: 5000 },
    headers: { authorization: `Bearer ${token}` },
  });
  const { changes } = (await pull.json()).data as {
    changes: { habits: { id: string; name: string }[]; entries: { habitId: string; completed: boolean }[] };
  };
  const id = changes.habits.find((row) => row.name === habit)?.id;
  return changes.entries.some((entry) => entry.habitId === id && entry.completed);
}

/** A device whose service worker is kept out, so only its open tabs ever sync. */
async function deviceFor(browser: Browser, account: Account) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const first = await context.newPage();
  await openSignedIn(first, account, '/app/dashboard');
  await expect(new Dashboard(first).syncStatus).toHaveText('Synced');
  return { context, first };
}

async function openTab(context: BrowserContext, path = '/app/dashboard'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Fails the sync of one token as a lost connection would, leaving everything else alone. */
function failSyncOf(token: string) {
  return (route: Route) =>
    route.request().headers().authorization === `Bearer ${token}`
      ? route.abort('internetdisconnected')
      : route.fallback();
}

test('a sign-out in one tab pushes the unsent check-in first, and signs every tab out saying so', async ({
  browser,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  await createHabitThroughApi(request, alice, 'Read');
  const { context, first } = await deviceFor(browser, alice);
  try {
    const second = await openTab(context);
    // Whatever the app asks before signing out, the person says yes.
    second.on('dialog', (dialog) => void dialog.accept());
    await expect(second.locator('.user-menu__name')).toHaveText('Alice Adams');
    // The connection drops while Alice checks in: her check-in waits on the device…
    let connected = false;
    await context.route('**/api/sync/**', (route) => (connected ? route.fallback() : route.abort('failed')));
    const dashboard = new Dashboard(first);
    await dashboard.checkButton('Read').click();
    await expect(dashboard.syncStatus).toContainText('1 waiting');

    // …and is back as she signs out in the other tab, before any retry has sent it.
    connected = true;
    await new AppShell(second).signOut();
    await expect(second).toHaveURL(/\/$/);
    // Sent under Alice's own session before it ended, not deleted by the sign-out.
    expect(await doneOnServer(request, alice, 'Read')).toBe(true);
    // The other tab follows at once, and says what happened.
    await expect(first.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(first.getByText('Session expired. Please login again.')).toHaveCount(0);
    await expect(first.getByTestId('sync-status')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('Bob signing in where Alice left a change keeps it aside for her, and every tab follows Bob', async ({
  browser,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  const bob = await createAccount(request, 'Bob Brown');
  await createHabitThroughApi(request, alice, 'Read');
  await createHabitThroughApi(request, bob, 'Walk the dog');
  const { context, first } = await deviceFor(browser, alice);
  try {
    const second = await openTab(context);
    second.on('dialog', (dialog) => void dialog.accept());
    // Alice's connection is gone in every tab: her check-in cannot leave this device.
    await context.route('**/api/sync/**', failSyncOf(alice.token));
    const dashboard = new Dashboard(first);
    await dashboard.checkButton('Read').click();
    await expect(dashboard.syncStatus).toContainText('1 waiting');

    await new AppShell(second).signOut();
    await expect(second.getByText(/1 change has not reached the server yet/)).toBeVisible();
    await expect(first.getByText('Signed out', { exact: true })).toBeVisible();

    const login = new LoginPage(second);
    await login.goto();
    await login.signIn(bob.email, PASSWORD);
    await expect(second.locator('.user-menu__name')).toHaveText('Bob Brown');
    // The first tab shows Bob, with Bob's habits, never Alice's name over his data or the reverse.
    await expect(first.locator('.user-menu__name')).toHaveText('Bob Brown');
    await expect(new Dashboard(first).row('Walk the dog')).toBeVisible();
    await expect(new Dashboard(first).row('Read')).toHaveCount(0);
    await expect(new Dashboard(second).syncStatus).toHaveText('Synced');
    expect(await doneOnServer(request, alice, 'Read')).toBe(false);

    // Alice comes back to this device: her change, kept aside, is sent under her new session.
    await context.unroute('**/api/sync/**');
    await new AppShell(second).signOut();
    await expect(second).toHaveURL(/\/$/);
    await login.goto();
    await login.signIn(alice.email, PASSWORD);
    await expect(second.locator('.user-menu__name')).toHaveText('Alice Adams');
    await expect(second.getByText('1 change kept on this device has reached the server.')).toBeVisible();
    await expect.poll(() => doneOnServer(request, alice, 'Read')).toBe(true);
    // Bob's account never got it.
    expect(await doneOnServer(request, bob, 'Read')).toBe(false);
  } finally {
    await context.close();
  }
});

test("a check-in queued before Alice's session ended elsewhere survives Bob signing in", async ({
  browser,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  const bob = await createAccount(request, 'Bob Brown');
  await createHabitThroughApi(request, alice, 'Read');
  const { context, first } = await deviceFor(browser, alice);
  try {
    await context.setOffline(true);
    const dashboard = new Dashboard(first);
    await dashboard.checkButton('Read').click();
    await expect(dashboard.syncStatus).toHaveText('Offline · 1 waiting');
    // Alice's session ends on another device while this one is offline.
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${alice.token}` } });
    await context.setOffline(false);
    await expect(first).toHaveURL(/\/login/);

    const login = new LoginPage(first);
    await login.signIn(bob.email, PASSWORD);
    await expect(first.locator('.user-menu__name')).toHaveText('Bob Brown');
    await expect(
      first.getByText(/1 change made here by Alice Adams has not reached the server yet/),
    ).toBeVisible();
    await expect(new Dashboard(first).row('Read')).toHaveCount(0);

    await new AppShell(first).signOut();
    await expect(first).toHaveURL(/\/$/);
    await login.goto();
    await login.signIn(alice.email, PASSWORD);
    await expect.poll(() => doneOnServer(request, alice, 'Read')).toBe(true);
  } finally {
    await context.close();
  }
});

test("a stored user naming someone else gives way to the server's answer, and that person's change stays theirs", async ({
  browser,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  const bob = await createAccount(request, 'Bob Brown');
  await createHabitThroughApi(request, alice, 'Read');
  await createHabitThroughApi(request, bob, 'Walk the dog');
  const { context, first } = await deviceFor(browser, alice);
  try {
    await context.setOffline(true);
    const dashboard = new Dashboard(first);
    await dashboard.checkButton('Read').click();
    await expect(dashboard.syncStatus).toHaveText('Offline · 1 waiting');
    // Alice's session ends on another device, so nothing can send her change from here now…
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${alice.token}` } });
    // …and the stored session becomes Bob's while the stored user still names Alice, as an older
    // build could leave it.
    await first.evaluate((token) => localStorage.setItem('token', token), bob.token);
    await context.setOffline(false);
    await first.reload();

    // The app follows the server's answer: Bob, with Bob's habits, syncing.
    await expect(first.locator('.user-menu__name')).toHaveText('Bob Brown');
    await expect(new Dashboard(first).row('Walk the dog')).toBeVisible();
    await expect(new Dashboard(first).row('Read')).toHaveCount(0);
    await expect(new Dashboard(first).syncStatus).toHaveText('Synced');
    const stored = await first.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}')._id as string);
    expect(stored).toBe(bob.user._id);
    // Alice's change is kept aside for her, said once, and never pushed under Bob's token.
    await expect(
      first.getByText(/1 change made here by Alice Adams has not reached the server yet/),
    ).toBeVisible();
    expect(await doneOnServer(request, bob, 'Read')).toBe(false);

    // Alice signs in here again: her change goes under her own session.
    await new AppShell(first).signOut();
    await expect(first).toHaveURL(/\/$/);
    const login = new LoginPage(first);
    await login.goto();
    await login.signIn(alice.email, PASSWORD);
    await expect(first.getByText('1 change kept on this device has reached the server.')).toBeVisible();
    await expect.poll(() => doneOnServer(request, alice, 'Read')).toBe(true);
    expect(await doneOnServer(request, bob, 'Read')).toBe(false);
  } finally {
    await context.close();
  }
});

test('a stored session that agrees with its token works before the server answers who it is', async ({
  page,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  await createHabitThroughApi(request, alice, 'Read');
  // The server is slow to say who the session is; everything else answers.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.fallback().catch(() => undefined);
  });
  // Whether the app's question has ended (answered, or given up on after its own timeout).
  let meEnded = false;
  const ended = (request: { url(): string }) => {
    if (request.url().endsWith('/api/auth/me')) meEnded = true;
  };
  page.on('requestfailed', ended);
  page.on('requestfinished', ended);
  await openSignedIn(page, alice, '/app/dashboard');
  // The stored user is the token's person: the device is hers at once and syncs while the question
  // is still open (it used to wait for the answer, or for the app to give up on it), and a
  // check-in made meanwhile is kept.
  const dashboard = new Dashboard(page);
  await expect(dashboard.checkButton('Read')).toBeVisible();
  expect(meEnded).toBe(false);
  await dashboard.checkButton('Read').click();
  await dashboard.expectChecked('Read', true);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  expect(await doneOnServer(request, alice, 'Read')).toBe(true);
  answer();
  await expect(page.locator('.user-menu__name')).toHaveText('Alice Adams');
});

test('a lost refresh answer is retried, and a 401 during sync refreshes before anyone is signed out', async ({
  page,
  request,
}) => {
  const alice = await createAccount(request, 'Alice Adams');
  await createHabitThroughApi(request, alice, 'Read');
  await openSignedIn(page, alice, '/app/dashboard');
  const dashboard = new Dashboard(page);
  await expect(dashboard.syncStatus).toHaveText('Synced');

  // The server now takes the first token for expired (as it would an hour later)…
  await page.route('**/api/sync/**', (route) =>
    route.request().headers().authorization === `Bearer ${alice.token}`
      ? route.fulfill({ status: 401, json: { success: false, error: 'Token expired' } })
      : route.fallback(),
  );
  // …and the answer to the first refresh is lost on the way back, after the server gave it.
  let refreshes = 0;
  await page.route('**/api/auth/refresh', async (route) => {
    refreshes += 1;
    if (refreshes > 1) return route.fallback();
    await route.fetch();
    return route.abort('connectionreset');
  });

  await dashboard.checkButton('Read').click();
  await dashboard.expectChecked('Read', true);
  await expect.poll(() => doneOnServer(request, alice, 'Read')).toBe(true);
  await expect(dashboard.syncStatus).toHaveText('Synced');
  expect(refreshes).toBeGreaterThan(1);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Session expired. Please login again.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(alice.token);
});
