import type { Locator, Page } from '@playwright/test';

export class AppShell {
  readonly userMenu: Locator;
  readonly pageTitle: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    this.userMenu = page.getByRole('button', { expanded: false }).filter({ has: page.locator('.avatar') });
    this.pageTitle = page.getByTestId('page-title');
    this.sidebar = page.getByTestId('sidebar');
  }

  async openUserMenu() {
    await this.page.locator('.user-menu__trigger').click();
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
