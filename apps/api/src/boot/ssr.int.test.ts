import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GameStatus } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedChanged } from '../modules/feed/feed.changes';
import { setMarket } from '../modules/simulator/simulator.service';
import { API_ROOT } from '../paths';
import { startTestApi, type TestApi } from '../testing';

// issue 20: the public routes' HTML carries the page rendered by the web build's server bundle.

const WEB_ROOT = resolve(API_ROOT, '../web');
const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kickoff</title>\n    <script type="module" crossorigin src="/assets/index-abc12345.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

let api: TestApi;
let broken: TestApi;
let late: TestApi;
let counted: TestApi;
let webDist: string;
let brokenDist: string;
let lateDist: string;
let countedDist: string;

function distWith(prefix: string): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc12345.js'), 'export {};');
  return dist;
}

/** A web dist whose server bundle is `source` (a stand-in for the built one). */
function distWithBundle(prefix: string, source: string): string {
  const dist = distWith(prefix);
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'entry-server.mjs'), source);
  return dist;
}

beforeAll(async () => {
  // the real server bundle, built from the web app's sources (vite.ssr.config.ts)
  webDist = distWith('kickoff-ssr-dist-');
  const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'error'], {
    cwd: WEB_ROOT,
    env: { ...process.env, SSR_OUT_DIR: join(webDist, 'server') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the server bundle did not build: ${built.stderr}`);
  api = await startTestApi({ settings: { webDist } });
  // The bundle's first render evaluates its modules and can pass the render's deadline on a loaded
  // machine (CI runs these tests beside the end-to-end suite, issue 20); a render that gave up is
  // tried again behind, so the tests below start once home comes rendered.
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${api.baseUrl}/en/`, { headers: { 'user-agent': DESKTOP } });
    if ((await response.text()).includes('<div id="root" data-ssr=')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // a bundle whose render throws
  brokenDist = distWithBundle('kickoff-ssr-broken-', "export function platformOfUserAgent() { return 'desktop'; }\nexport async function render() { throw new Error('render failed'); }\n");
  broken = await startTestApi({ settings: { webDist: brokenDist } });
  // a bundle whose first render gives up (as one past its deadline does), the next ones render
  lateDist = distWithBundle(
    'kickoff-ssr-late-',
    "let renders = 0;\nexport function platformOfUserAgent() { return 'desktop'; }\nexport async function render() { renders += 1; return renders === 1 ? null : { html: '<main>rendered ' + renders + '</main>', routeName: 'home', platform: 'desktop', signature: 'desktop guest', warnings: [] }; }\n",
  );
  late = await startTestApi({ settings: { webDist: lateDist } });
  // a bundle that says which of its renders a page is
  countedDist = distWithBundle(
    'kickoff-ssr-counted-',
    "let renders = 0;\nexport function platformOfUserAgent() { return 'desktop'; }\nexport async function render() { renders += 1; return { html: '<main>rendered ' + renders + '</main>', routeName: 'home', platform: 'desktop', signature: 'desktop guest', warnings: [] }; }\n",
  );
  counted = await startTestApi({ settings: { webDist: countedDist } });
}, 180_000);

afterAll(async () => {
  await api?.close();
  await broken?.close();
  await late?.close();
  await counted?.close();
  rmSync(lateDist, { recursive: true, force: true });
  rmSync(countedDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
  rmSync(brokenDist, { recursive: true, force: true });
});

async function page(base: TestApi, path: string, userAgent = DESKTOP): Promise<string> {
  const response = await fetch(`${base.baseUrl}${path}`, { headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/**
 * A public page once it comes rendered: a route's first render evaluates its area's modules and can
 * pass the render's deadline on a loaded machine, and a render that gave up is tried again behind
 * (the test with the `late` bundle shows that part), so the page is asked again until it carries the
 * server's render.
 */
async function renderedPage(base: TestApi, path: string): Promise<string> {
  let html = await page(base, path);
  for (let attempt = 0; attempt < 120 && !html.includes('<div id="root" data-ssr='); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    html = await page(base, path);
  }
  return html;
}

/** The page's #root element's text (the HTML before the boot data and any script). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="boot-data">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

async function feed<T>(path: string): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-language': 'en' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface Game {
  id: number;
  opponent1Name: string;
  opponent2Name: string;
}

describe('server rendering of the public routes (issue 20)', () => {
  it("home's HTML carries the rendered line and live rows with the feed's team names, for a guest", async () => {
    const line = await feed<{ champs: Array<{ games: Game[] }> }>('/web-api/feed/v1/champs?section=line&limit=8');
    const firstLine = line.champs[0]?.games[0];
    expect(firstLine).toBeDefined();
    const html = await page(api, '/en/');
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root" data-ssr="desktop guest [\w-]+">/);
    expect(root).toContain(`data-testid="game-row" data-game-id="${firstLine!.id}"`);
    expect(root).toContain(`<span>${firstLine!.opponent1Name}</span><span>${firstLine!.opponent2Name}</span>`);
    expect(root).toContain('data-testid="odds"');
    // shared by every visitor: nothing of a session, and no inline script in the page
    expect(root).not.toMatch(/csrf|session/i);
    expect(html).not.toContain('<script>');
  });

  it("the live list's HTML carries the live games, and a phone gets the mobile layout", async () => {
    const live = await feed<{ games: Game[] }>('/web-api/feed/v1/live/delta');
    const first = live.games[0];
    expect(first).toBeDefined();
    const root = rootOf(await page(api, '/en/live'));
    expect(root).toContain(`data-testid="game-row" data-game-id="${first!.id}"`);
    expect(root).toContain(`<span>${first!.opponent1Name}</span>`);
    const phone = rootOf(await page(api, '/en/live', PHONE));
    expect(phone).toMatch(/^<div id="root" data-ssr="mobile guest /);
    expect(phone).toContain(`data-game-id="${first!.id}"`);
  });

  it('a hostile team name is text in the rendered page', async () => {
    const line = await feed<{ champs: Array<{ games: Game[] }> }>('/web-api/feed/v1/champs?section=line&limit=8');
    const game = line.champs[0]!.games[0]!;
    await api.db.query('update feed_games set opponent1 = $1 where id = $2', ['</div><script>alert(1)</script><img src=x onerror=alert(2)>', game.id]);
    await api.db.query("update feed_revisions set revision = revision + 1 where scope in ('line', 'live')");
    feedChanged(api.context);
    try {
      // a page not rendered before (a rendered page is served with its own boot data for a while)
      const html = await page(api, '/en/line');
      const root = rootOf(html);
      expect(root).toContain(`data-game-id="${game.id}"`);
      expect(root).toContain('&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
    } finally {
      await api.db.query('update feed_games set opponent1 = $1 where id = $2', [game.opponent1Name, game.id]);
      await api.db.query("update feed_revisions set revision = revision + 1 where scope in ('line', 'live')");
      feedChanged(api.context);
    }
  });

  it('a rendered page paints before its scripts are requested: the entry leaves the head for the after-paint loader (issue 20)', async () => {
    const html = await page(api, '/en/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(html).toMatch(/<script defer src="\/paint-first\.js" data-entry="\/assets\/index-abc12345\.js" data-preload="[^"]*"><\/script>\s*<\/body>/);
    // after the boot data, which the app reads when it starts
    expect(html.indexOf('id="boot-data"')).toBeLessThan(html.indexOf('paint-first.js'));
  });

  it("the casino's category page comes with its games, not its skeleton (issue 20)", async () => {
    const games = await feed<{ games: Array<{ id: number; name: string }> }>('/casino-api/v1/games?category=slots&page=1&pageSize=24');
    expect(games.games.length).toBeGreaterThan(0);
    const root = rootOf(await renderedPage(api, '/en/slots'));
    expect(root).toContain('data-testid="casino-games"');
    expect(root).toContain(`data-game-id="${games.games[0]!.id}"`);
    expect(root.match(/data-testid="casino-tile"/g)).toHaveLength(games.games.length);
  });

  it("the player's theme, text size and modes come with the page, from the cookie the app writes (issue 20)", async () => {
    const response = await fetch(`${api.baseUrl}/en/`, { headers: { 'user-agent': DESKTOP, cookie: 'kickoff_doc=light.18.0.1' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="light" style="--app-font-size: 18px;" data-compact="">/);
    // the rendered #root is the same for every visitor
    expect(rootOf(html)).toBe(rootOf(await page(api, '/en/')));
  });

  it('a route that is not public keeps the page rendered in the browser, its scripts in the head', async () => {
    const html = await page(api, '/en/office/account');
    const root = rootOf(html);
    expect(root).not.toContain('data-ssr');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<script type="module" crossorigin src="/assets/index-abc12345.js"></script>');
    expect(html).not.toContain('paint-first.js');
  });

  it('a render that gave up is tried again behind while the feed stays the same, and its page then comes rendered', async () => {
    const first = await page(late, '/en/');
    expect(first).not.toContain('data-ssr');
    // the same boot answers (nothing moved the feed): the page once it is older than SSR_FRESH_MS is rendered again behind
    let html = first;
    for (let tries = 0; tries < 40 && !html.includes('data-ssr'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      html = await page(late, '/en/');
    }
    expect(rootOf(html)).toContain('<main>rendered 2</main>');
  });

  it("a development control's change drops the pages kept: the next request is rendered anew, not served from before the change", async () => {
    expect(rootOf(await page(counted, '/en/'))).toContain('<main>rendered 1</main>');
    // kept: the same page again, with nothing changed
    expect(rootOf(await page(counted, '/en/'))).toContain('<main>rendered 1</main>');
    const [market] = await counted.db.query<{ id: number }>(
      'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = $1 and m.result is null order by m.id limit 1',
      [GameStatus.notStarted],
    );
    expect(market).toBeDefined();
    await setMarket(counted.context, market!.id, { coef: 3.33 });
    // before, the page kept from before the change was served for up to SSR_MAX_STALE_MS (an e2e
    // journey that set a price and reloaded could see the old one)
    expect(rootOf(await page(counted, '/en/'))).toContain('<main>rendered 2</main>');
    expect(rootOf(await page(counted, '/en/'))).toContain('<main>rendered 2</main>');
  });

  it('a server bundle that throws leaves the client-rendered page, never an error', async () => {
    const html = await page(broken, '/en/');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-ssr');
    expect(html).toContain('<script type="application/json" id="boot-data">');
  });
});
