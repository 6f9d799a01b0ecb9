import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly banner: Locator;
  readonly rememberMe: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email Address');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign In' });
    this.banner = page.getByTestId('auth-error');
    this.rememberMe = page.getByLabel('Remember me');
  }

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  fieldError(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
