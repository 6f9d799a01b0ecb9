import type { Locator, Page } from '@playwright/test';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export class SignupPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly terms: Locator;
  readonly submit: Locator;
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First Name');
    this.lastName = page.getByLabel('Last Name');
    this.email = page.getByLabel('Email Address');
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    this.terms = page.getByRole('checkbox', { name: /Terms of Service/ });
    this.submit = page.getByRole('button', { name: 'Create Account' });
    this.banner = page.getByTestId('auth-error');
  }

  async goto() {
    await this.page.goto('/signup');
  }

  async fill(values: Partial<SignupValues>) {
    if (values.firstName !== undefined) await this.firstName.fill(values.firstName);
    if (values.lastName !== undefined) await this.lastName.fill(values.lastName);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.password !== undefined) await this.password.fill(values.password);
    if (values.confirmPassword !== undefined) await this.confirmPassword.fill(values.confirmPassword);
    if (values.acceptTerms) await this.terms.check();
  }

  fieldError(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
