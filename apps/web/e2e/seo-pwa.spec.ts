import { expect, test, type APIRequestContext } from '@playwright/test';
import { SimulatorControls } from './models/betting.model';
import { deployNewWorker, PwaModel } from './models/pwa.model';
import { ShellModel } from './models/shell.model';

/** Touch icon sizes of document 001 §9. */
const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return response.text();
}

/** The game page paths a language's sitemap lists in a section. */
function sitemapGames(xml: string, origin: string, section: 'line' | 'live'): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!.replace(origin, ''))
    .filter((path) => new RegExp(`^/en/${section}/all/[^/]+/[^/]+/\\d+-`).test(path));
}

// The installed app is what this spec tests: its service worker runs (the other specs block it).
test.use({ serviceWorkers: 'allow' });

test('a game page fetched without JavaScript has its title, canonical, hreflang alternates and JSON-LD; the sitemap lists it live', async ({ request, baseURL }) => {
  const origin = baseURL!;
  expect(await text(request, '/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(await text(request, '/sitemap.xml')).toContain(`<loc>${origin}/sitemap-en.xml</loc>`);

  // A pre-match game of the sitemap goes live through the development control; the sitemap follows.
  const lineGame = sitemapGames(await text(request, '/sitemap-en.xml'), origin, 'line')[0];
  expect(lineGame, 'a pre-match game in the sitemap').toBeTruthy();
  const gameId = Number(/\/(\d+)-[^/]*$/.exec(lineGame!)![1]);
  await new SimulatorControls(request).startGame(gameId);
  const liveGame = sitemapGames(await text(request, '/sitemap-en.xml'), origin, 'live').find((path) => path.includes(`/${gameId}-`));
  expect(liveGame, 'the started game listed under live').toBe(lineGame!.replace('/en/line/', '/en/live/'));

  const html = await text(request, liveGame!);
  const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toMatch(/^.+ — .+: odds and bets, .+ \| Kickoff$/);
  expect(html).toContain(`<link data-seo="" rel="canonical" href="${origin}${liveGame}">`);
  for (const lang of ['en', 'de', 'ru', 'es', 'tr', 'x-default']) expect(html).toContain(`rel="alternate" hreflang="${lang}"`);
  expect(html).toContain(`hreflang="de" href="${origin}${liveGame!.replace('/en/', '/de/')}"`);
  const documents = [...html.matchAll(/<script data-seo="" type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const event = documents.find((item) => item['@type'] === 'SportsEvent') as { name: string; startDate: string; homeTeam: { name: string }; awayTeam: { name: string } };
  expect(title.startsWith(event.name)).toBe(true);
  expect(event.name).toBe(`${event.homeTeam.name} — ${event.awayTeam.name}`);
  expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
  const crumbs = documents.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
  expect(crumbs.itemListElement.map((item) => item.name).slice(0, 2)).toEqual(['Home', 'Live']);
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${origin}${liveGame}`);
});

test('the app head follows the page: the SPA replaces the server head with its own, one canonical at a time', async ({ page }) => {
  const shell = await new ShellModel(page).withAgeConfirmed();
  await shell.open('/en/promotions');
  await expect(page).toHaveTitle('Promotions and bonuses | Kickoff', { timeout: 30_000 });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/promotions$/);
  await expect(page.getByTestId('seo-block')).toContainText('Kickoff is a sportsbook');
  await page.getByTestId('header').locator('a[href$="/line"], a[href$="/line/all"]').first().click();
  await expect(page).toHaveTitle('Pre-match betting — odds on upcoming games | Kickoff', { timeout: 30_000 });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.getByTestId('seo-block')).toContainText('Pre-match odds cover');
});

test('the app installs: a valid manifest with the touch icons, an active service worker, and the offline page when the network is gone', async ({ page, context, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>; shortcuts: Array<{ name: string; url: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Kickoff', start_url: '/', display: 'standalone', theme_color: '#0f1a2b' });
  expect(manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)).toEqual(expect.arrayContaining(TOUCH_ICON_SIZES.map((size) => `${size}x${size}`)));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/live/all', '/user/coupon', '/slots']);
  const html = await text(request, '/en');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

  const shell = await new ShellModel(page).withAgeConfirmed();
  const pwa = new PwaModel(page);
  await shell.withStoredLanguage('de');
  await pwa.installed('/de/line/all');
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 30_000 });
  // The shell and the offline page are precached; no API answer (feed, balance, config) ever is.
  const cached = await pwa.cachedUrls();
  expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/offline.js', '/manifest.webmanifest']));
  expect(cached.some((path) => path.startsWith('/assets/index-'))).toBe(true);
  expect(cached.filter((path) => /^\/(bff-api|web-api|casino-api|limit-service-api|redirects-api|blocks-api|dev-api)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(pwa.offlinePage()).toBeVisible({ timeout: 30_000 });
    // The page's language: the German texts of the offline page.
    await expect(pwa.offlinePage()).toContainText('Sie sind offline');
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('offline-phone.png') });
  } finally {
    await context.setOffline(false);
  }
  // Back online, the player's retry brings the page back.
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('header')).toBeVisible({ timeout: 30_000 });
});

test('after a new build the update notice shows, and accepting reloads into the new version', async ({ page }) => {
  const shell = await new ShellModel(page).withAgeConfirmed();
  const pwa = new PwaModel(page);
  await pwa.installed('/en/line/all');
  await expect(shell.header()).toBeVisible();
  await expect(pwa.updateNotice()).toHaveCount(0);

  const deployment = deployNewWorker();
  try {
    await pwa.checkForUpdate();
    await expect.poll(() => pwa.hasWaitingWorker(), { timeout: 30_000 }).toBe(true);
    await expect(pwa.updateNotice()).toBeVisible({ timeout: 30_000 });
    await expect(pwa.updateNotice()).toContainText('A new version of the site is available');
    await page.screenshot({ path: test.info().outputPath('update-notice-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('update-notice-phone.png') });

    const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 });
    await pwa.updateNotice().getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(shell.header()).toBeVisible({ timeout: 30_000 });
    await expect(pwa.updateNotice()).toHaveCount(0);
    expect(await pwa.hasWaitingWorker()).toBe(false);
    expect(await pwa.isControlled()).toBe(true);
  } finally {
    deployment.restore();
  }
});
