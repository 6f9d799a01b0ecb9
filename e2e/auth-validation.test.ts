import { createAccount, expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { SignupPage } from './pages/SignupPage';

test.describe('login form', () => {
  test('shows every validation message and clears each on edit', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(login.fieldError('Email is required')).toBeVisible();
    await expect(login.fieldError('Password is required')).toBeVisible();

    await login.email.fill('not-an-email');
    await expect(login.fieldError('Email is required')).toHaveCount(0);
    await login.password.fill('12345');
    await login.submit.click();
    await expect(login.fieldError('Please enter a valid email address')).toBeVisible();
    await expect(login.fieldError('Password must be at least 6 characters')).toBeVisible();

    await login.password.fill('123456');
    await expect(login.fieldError('Password must be at least 6 characters')).toHaveCount(0);
  });

  test('shows a wrong password in the shaking banner', async ({ page, request }) => {
    const account = await createAccount(request);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, 'Wrong1234');
    await expect(login.banner).toHaveText('Invalid email or password');
    await expect(login.banner).toHaveCSS('animation-name', 'shake');
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.submit).toBeEnabled();
  });

  test('shows and hides the password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.password.fill('secret-value');
    await expect(login.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(login.password).toHaveAttribute('type', 'password');
  });

  test("says 'Signing in...' while the request is under way", async ({ page, request }) => {
    const account = await createAccount(request);
    const login = new LoginPage(page);
    await login.goto();
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await login.signIn(account.email, PASSWORD);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/app$/);
  });
});

test('a sign-in failure does not follow the person to the signup page, nor back', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, 'Wrong1234');
  await expect(login.banner).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByTestId('auth-error')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveCount(0);
});

test.describe('signup form', () => {
  test('shows every validation message word for word', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      await expect(signup.fieldError(message)).toBeVisible();
    }

    await signup.fill({
      firstName: ' A ',
      lastName: 'B',
      email: 'nope',
      password: 'Short1',
      confirmPassword: 'x',
    });
    await signup.submit.click();
    await expect(signup.fieldError('First name must be at least 2 characters')).toBeVisible();
    await expect(signup.fieldError('Last name must be at least 2 characters')).toBeVisible();
    await expect(signup.fieldError('Please enter a valid email address')).toBeVisible();
    await expect(signup.fieldError('Password must be at least 8 characters')).toBeVisible();
    await expect(signup.fieldError('Passwords do not match')).toBeVisible();

    await signup.fill({ password: 'alllowercase1' });
    await expect(signup.fieldError('Password must be at least 8 characters')).toHaveCount(0);
    await signup.submit.click();
    await expect(
      signup.fieldError(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeVisible();

    await signup.terms.check();
    await expect(signup.fieldError('You must accept the terms and conditions')).toHaveCount(0);
  });

  test('shows the server error for an email that is taken', async ({ page, request }) => {
    const account = await createAccount(request);
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.fill({
      firstName: 'Ada',
      lastName: 'Again',
      email: account.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await signup.submit.click();
    await expect(signup.banner).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('shows the terms and the privacy policy without leaving the form', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.firstName.fill('Kept');
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signup.firstName).toHaveValue('Kept');
    await expect(signup.terms).not.toBeChecked();
  });

  test('toggles both password fields', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(signup.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(signup.confirmPassword).toHaveAttribute('type', 'text');
  });

  test("says 'Creating account...' while the request is under way", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await page.route('**/api/auth/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await signup.fill({
      firstName: 'Slow',
      lastName: 'Network',
      email: uniqueEmail('slow'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await signup.submit.click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
