import { expect, type Locator, type Page } from '@playwright/test';

export class Dashboard {
  readonly syncStatus: Locator;

  constructor(readonly page: Page) {
    this.syncStatus = page.getByTestId('sync-status');
  }

  async goto() {
    await this.page.goto('/app/dashboard');
  }

  /** Waits until the service worker controls the page, so the app opens with no network. */
  async waitForOfflineReady() {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
  }

  async createHabit(name: string) {
    await this.page.getByRole('button', { name: 'Add Habit' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create Habit' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  }

  checkButton(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^(Check|Uncheck) ${name}$`) });
  }

  /** Shown on screen and stored on the device (the button shows a click at once, before it is saved). */
  async expectChecked(name: string, checked: boolean, timeout?: number) {
    const options = timeout ? { timeout } : {};
    await expect(this.checkButton(name)).toHaveAttribute('aria-pressed', String(checked), options);
    await expect(this.checkButton(name)).toHaveAttribute('data-saved', String(checked), options);
  }
}
