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

  /** A widget of the grid, by its title. */
  widget(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async addWidget(title: string) {
    // On a phone the board's controls wait behind "Edit dashboard" until the person arranges it.
    const arrange = this.page.getByRole('button', { name: 'Edit dashboard' });
    if (await arrange.isVisible()) await arrange.click();
    await this.page.getByRole('button', { name: 'Add Widget' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Add Widget' });
    await modal.getByRole('button', { name: title }).click();
    await expect(modal).toBeHidden();
    await expect(this.widget(title)).toBeVisible();
  }

  async removeWidget(title: string) {
    this.page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Remove "${title}" widget?`);
      void dialog.accept();
    });
    await this.widget(title)
      .getByRole('button', { name: `Remove ${title} widget` })
      .click();
    await expect(this.widget(title)).toHaveCount(0);
  }

  /** Widget titles in reading order (top to bottom, then left to right). */
  async widgetOrder(): Promise<string[]> {
    return this.page.locator('section[data-widget]').evaluateAll((sections) =>
      sections
        .map((section) => ({
          title: section.getAttribute('aria-label') ?? '',
          box: section.getBoundingClientRect(),
        }))
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
        .map((item) => item.title),
    );
  }

  row(name: string) {
    return this.page.getByTestId('habit-row').filter({ hasText: name });
  }

  /** Opens a habit's sheet (a tap on its row, beside the check): week, past days, amount, skip, edit. */
  async openHabit(name: string): Promise<Locator> {
    await this.openButton(name).click();
    const sheet = this.page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** The row's own button (its icon, name and small line): a tap opens the habit's sheet. */
  openButton(name: string) {
    return this.row(name).locator('.habit-row__open');
  }

  /** Opens the habit dialog for `name`, through its sheet's Edit. */
  async editHabit(name: string): Promise<Locator> {
    const sheet = await this.openHabit(name);
    await sheet.getByRole('button', { name: 'Edit habit' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit Habit' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** A numeric habit's check target: one tap adds `step` ("1,000 steps"). */
  addButton(name: string, step: string) {
    return this.page.getByRole('button', { name: `Add ${step} to ${name}`, exact: true });
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
