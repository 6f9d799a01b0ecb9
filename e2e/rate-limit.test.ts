import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

/**
 * Issue 27: a rate-limited answer says when to try again, in words. The server's own limits and
 * words are tested on the server (sync-server/test/routes/api/auth.test.ts); here the sign-in page
 * shows them, or builds them from Retry-After when the answer carries only that.
 */
test('a sign-in limit shows the server’s words, and builds them from Retry-After alone', async ({ page }) => {
  const login = new LoginPage(page);
  let answer: { headers: Record<string, string>; body: string } = {
    headers: { 'retry-after': '45' },
    body: '{"success":false,"error":"Too many sign-in attempts. Try again in 45 seconds."}',
  };
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', ...answer }),
  );
  await login.goto();
  await login.signIn('someone@example.com', 'Engine42x');
  await expect(login.banner).toHaveText('Too many sign-in attempts. Try again in 45 seconds.');

  // A proxy's bare 429 with only the header: the page says the wait itself, in minutes past 90 s.
  answer = { headers: { 'retry-after': '600' }, body: '' };
  await login.submit.click();
  await expect(login.banner).toHaveText('Too many requests. Try again in 10 minutes.');

  // Neither words nor a header: the spec's sentence.
  answer = { headers: {}, body: '' };
  await login.submit.click();
  await expect(login.banner).toHaveText('Too many requests. Please try again later.');
});
