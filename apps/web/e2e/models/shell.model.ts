import { expect, type Locator, type Page } from '@playwright/test';

/** Local store key of the age confirmation (shell-core `AGE_CONFIRMED_AT_KEY`). */
const AGE_CONFIRMED_AT_KEY = 'shell.ageConfirmedAt';

/**
 * Waits, on a page the server rendered (#root[data-ssr]), until the app has drawn it
 * (#root[data-ready]): before that its buttons do not answer and the notices (cookies, age) are
 * not drawn yet (issue 20). A page the browser renders alone is not waited for.
 */
export async function appAnswers(page: Page): Promise<void> {
  if ((await page.locator('#root[data-ssr]').count()) === 0) return;
  await page.locator('#root[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Page model of the shell: language prefix, layouts, status pages, areas, remote views, notices. */
export class ShellModel {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await appAnswers(this.page);
  }

  /** Confirms the age before any page loads, so the notice does not cover the page. */
  async withAgeConfirmed(): Promise<this> {
    await this.page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), AGE_CONFIRMED_AT_KEY);
    return this;
  }

  /** Stores a language choice from an earlier visit. */
  async withStoredLanguage(language: string): Promise<this> {
    await this.page.addInitScript((value) => window.localStorage.setItem('language', value), language);
    return this;
  }

  async expectLanguage(language: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/${language}(/|$|\\?)`));
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, ''));
  }

  header(): Locator {
    return this.page.getByTestId('header');
  }

  footer(): Locator {
    return this.page.getByTestId('footer');
  }

  notFound(): Locator {
    return this.page.getByTestId('not-found');
  }

  maintenance(): Locator {
    return this.page.getByTestId('maintenance');
  }

  blockPage(): Locator {
    return this.page.getByTestId('block-page');
  }

  remoteView(): Locator {
    return this.page.getByTestId('remote-view');
  }

  areaError(): Locator {
    return this.page.getByTestId('area-error');
  }

  ageNotice(): Locator {
    return this.page.getByTestId('age-notice');
  }

  cookieBanner(): Locator {
    return this.page.getByTestId('cookie-banner');
  }

  async refreshArea(): Promise<void> {
    await this.areaError().getByRole('button').click();
  }

  /** The API's maintenance flag (dev tools of the content module). */
  async setMaintenance(isActive: boolean): Promise<void> {
    const response = await this.page.request.put('/dev-api/content/maintenance', { data: { isActive } });
    expect(response.ok()).toBe(true);
  }

  /** Makes the block call answer a reason code for every URL under `urlPrefix`. */
  async blockWithCode(displayTypeId: number, urlPrefix = '/'): Promise<void> {
    const response = await this.page.request.post('/dev-api/content/block-rules', { data: { displayTypeId, urlPrefix } });
    expect(response.ok()).toBe(true);
  }

  async clearBlocks(): Promise<void> {
    const response = await this.page.request.delete('/dev-api/content/block-rules');
    expect(response.ok()).toBe(true);
  }

  /**
   * Fails the requests of an area's chunk (`assets/area-<area>-<hash>.js`, retries included)
   * `times` times, then lets them through; returns how many were asked for so far.
   */
  async failAreaChunk(area: string, times: number): Promise<() => number> {
    let requests = 0;
    await this.page.context().route(new RegExp(`/assets/area-${area}-[^/]+\\.js(\\?.*)?$`), async (route) => {
      requests += 1;
      if (requests <= times) await route.abort('failed');
      else await route.continue();
    });
    return () => requests;
  }
}
