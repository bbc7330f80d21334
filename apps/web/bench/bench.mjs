// Web benchmarks of issue 8, for the built app served by the real API (they print, never fail on a time):
//  1. the initial JavaScript of the home route, in gzip kilobytes (target at most 120);
//  2. in Chromium, the scripting time to apply one live update of 1000 coefficients (target under 8 ms median).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The built app to serve (default: this package's dist, built when missing).
const webDist = process.env.BENCH_WEB_DIST ?? join(webDir, 'dist');
const apiDir = join(webDir, '..', 'api');
/** A free loopback port (other engineers' servers may hold the usual ones). */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const COEFFICIENTS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

function ensureBuilt() {
  if (!existsSync(join(webDist, 'index.html'))) spawnSync('pnpm', ['--filter', '@kickoff/web', 'build'], { stdio: 'inherit', cwd: webDir });
  if (!existsSync(join(apiDir, 'dist', 'main.js'))) spawnSync('pnpm', ['--filter', '@kickoff/api', 'build'], { stdio: 'inherit', cwd: webDir });
}

async function startApi(dataDir) {
  const child = spawn(process.execPath, [join(apiDir, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the API did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Sums the gzip size of every script the home route needs to show itself: the scripts requested
 * until the home page is on screen (the areas prefetched afterwards, at idle, are not initial).
 */
async function homeInitialJs(browser) {
  const page = await browser.newPage();
  const requested = [];
  let collecting = true;
  page.on('request', (request) => {
    if (collecting && request.resourceType() === 'script' && request.url().startsWith(origin)) requested.push(request);
  });
  await page.goto(`${origin}/en/`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('home').waitFor({ timeout: 30_000 });
  collecting = false;
  const files = [];
  for (const request of requested) {
    const response = await request.response();
    const body = response ? await response.body().catch(() => null) : null;
    if (body) files.push({ name: request.url().replace(`${origin}/assets/`, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  await page.close();
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files: files.sort((a, b) => b.gzip - a.gzip), rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/** Games in play with at least `COEFFICIENTS` main-market coefficients, built from the API's own live games. */
async function liveFixture() {
  const response = await fetch(`${origin}/web-api/feed/v1/live`);
  const live = await response.json();
  const source = live.games.filter((game) => game.mainMarkets.length > 0);
  if (source.length === 0) throw new Error('the API has no live games with markets');
  const games = [];
  let coefficients = 0;
  for (let index = 0; coefficients < COEFFICIENTS; index++) {
    const base = source[index % source.length];
    const id = 9_000_000 + index;
    games.push({ ...base, id, mainMarkets: base.mainMarkets.map((market, position) => ({ ...market, id: id * 10 + position, gameId: id, isBlocked: false })) });
    coefficients += base.mainMarkets.length;
  }
  return { games };
}

/** The same games with every coefficient moved (alternately up and down), capped to the feed's range. */
function moved(fixture, step) {
  return {
    games: fixture.games.map((game) => ({
      ...game,
      mainMarkets: game.mainMarkets.map((market) => ({ ...market, coef: Math.max(1.01, Math.round((market.coef + (step % 2 ? 0.05 : -0.05)) * 100) / 100) })),
    })),
  };
}

/** Applies `RUNS` live updates of the list through the app's own poll and reads Chromium's script time for each. */
async function liveUpdateScripting(browser) {
  const fixture = await liveFixture();
  const coefCount = fixture.games.reduce((sum, game) => sum + game.mainMarkets.length, 0);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let body = JSON.stringify(fixture);
  let etag = 0;
  let onServed = null;
  await page.route(/\/web-api\/feed\/v1\/live(\?|$)/, async (route) => {
    const served = onServed;
    onServed = null;
    if (served) await served.before();
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { etag: `"bench-${etag}"`, 'cache-control': 'no-store' }, body });
    served?.after();
  });
  await page.goto(`${origin}/en/live`, { waitUntil: 'networkidle' });
  await page.getByTestId('game-row').first().waitFor({ timeout: 30_000 }).catch(async (error) => {
    await page.screenshot({ path: join(tmpdir(), 'kickoff-bench-live.png') });
    throw error;
  });
  const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value;
  const samples = [];
  for (let run = 1; run <= RUNS; run++) {
    const next = moved(fixture, run);
    body = JSON.stringify(next);
    etag = run;
    const expected = next.games[0].mainMarkets[0].coef;
    let start = 0;
    const served = new Promise((resolve) => {
      onServed = { before: async () => (start = await scriptSeconds()), after: resolve };
    });
    await served;
    // The update is applied and rendered within a few frames of the response; the page is otherwise idle.
    await page.waitForTimeout(300);
    const end = await scriptSeconds();
    const shown = await page.getByTestId('game-row').first().getByTestId('odds').first().innerText();
    if (!shown.includes(String(expected).slice(0, 3))) console.warn(`run ${run}: the first coefficient shows ${shown}, expected ${expected}`);
    samples.push((end - start) * 1000);
  }
  await page.close();
  return { coefCount, samples };
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-bench-'));
const api = await startApi(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const js = await homeInitialJs(browser);
  console.log(`home route initial JavaScript: ${js.gzipKb.toFixed(1)} kB gzip (${js.rawKb.toFixed(1)} kB raw, ${js.files.length} files; target <= 120 kB gzip)`);
  for (const file of js.files.slice(0, 6)) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} kB gzip  ${file.name}`);
  const live = await liveUpdateScripting(browser);
  const sorted = [...live.samples].sort((a, b) => a - b);
  console.log(
    `live update of ${live.coefCount} coefficients, Chromium scripting time over ${live.samples.length} runs: median ${median(live.samples).toFixed(2)} ms, min ${sorted[0].toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms (target < 8 ms median)`,
  );
} finally {
  await browser.close();
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
