import { expect, type Page } from '@playwright/test';

/** Page model of the shell: header, footer, language prefix. */
export class ShellModel {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  async expectLanguage(language: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/${language}(/|$)`));
  }

  header() {
    return this.page.getByTestId('header');
  }

  footer() {
    return this.page.getByTestId('footer');
  }
}
