import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Engine42x';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { _id: string; name: string };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an account through the API: quicker than the form where the form is not under test. */
export async function createAccount(request: APIRequestContext, name = 'Ada Lovelace'): Promise<Account> {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const { data } = await response.json();
  return { name, email, password: PASSWORD, token: data.token, user: data.user };
}

/** Adds a habit through the API: for tests about what surrounds the habits, not about adding one. */
export async function createHabitThroughApi(
  request: APIRequestContext,
  account: Account,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post('/api/habits', {
    data: { name, ...fields },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.habit._id;
}

/**
 * Puts a session in storage the way a sign-in would, then opens the app. The storage is written on
 * a same-origin page that runs no app code: on /login the app could still be starting, find the
 * session half-way and check it before the test has opened `path`.
 */
export async function openSignedIn(page: Page, account: Account, path = '/app'): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, account);
  await page.goto(path);
}

/**
 * For a test that sets the page's clock (page.clock) to play a given day: the server's time, as the
 * app measures it (GET /api/sync/time), agrees with the page's clock. Otherwise the app would
 * rightly correct the faked clock to the real one (issue 28: days follow the server's clock) and
 * the test's day would be today. Call it before the page opens.
 */
export async function serverTimeFollowsPage(page: Page): Promise<void> {
  await page.route('**/api/sync/time', async (route) => {
    const serverTime = await page.evaluate(() => Date.now()).catch(() => null);
    // Unreadable (the page is navigating): a server without the clock route, whose answer changes nothing.
    if (serverTime === null)
      await route.fulfill({ status: 404, json: { success: false, error: 'Not found' } });
    else await route.fulfill({ json: { success: true, data: { serverTime } } });
  });
}

/**
 * Stops the page's fake clock (installed with page.clock.install) so it moves only when the test
 * moves it. pauseAt cannot go back in time, and on a loaded machine more than a second can pass
 * between reading the page's time and pausing it, so the pause is a minute ahead: any timer due in
 * that minute fires on the way, as it would have anyway.
 */
export async function pauseClock(page: Page, from?: Date): Promise<void> {
  const now = from?.getTime() ?? (await page.evaluate(() => Date.now()));
  await page.clock.pauseAt(now + 60_000);
}

/**
 * Every test fails if the page logs a Content Security Policy violation or throws: the CSP is part
 * of what ships, and it must never block the app.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
