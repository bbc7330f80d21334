// The scripting time of one live update in Chromium: the live list shows ROWS games (built from the
// API's own live games), every coefficient moves, the app's poll receives the update, and the
// bench reads Chromium's script time from the poll's answer until the page is idle again.
// Issue 20: the app follows the live list as deltas (GET /web-api/feed/v1/live/delta?since=, or the
// SSE stream); the page runs without EventSource so that it polls, and the bench answers the first
// read with the whole list and each update with the delta of every moved coefficient.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchRetry, median } from './server.mjs';

/** Live games with ROWS rows, each with its main markets open. */
async function liveFixture(origin, rows) {
  const live = await (await fetchRetry(`${origin}/web-api/feed/v1/live`)).json();
  const source = live.games.filter((game) => game.mainMarkets.length > 0);
  if (source.length === 0) throw new Error('the API has no live games with markets');
  const games = [];
  for (let index = 0; index < rows; index++) {
    const base = source[index % source.length];
    const id = 9_000_000 + index;
    games.push({ ...base, id, mainMarkets: base.mainMarkets.map((market, position) => ({ ...market, id: id * 10 + position, gameId: id, isBlocked: false })) });
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

/** The delta from `previous` to `next` (the same games, coefficients moved), as the API answers it. */
function deltaOf(previous, next, since) {
  const markets = [];
  next.games.forEach((game, index) => {
    game.mainMarkets.forEach((market, position) => {
      const before = previous.games[index].mainMarkets[position];
      if (before.coef !== market.coef) markets.push({ id: market.id, gameId: market.gameId, coef: market.coef, isBlocked: market.isBlocked, isBannedExpress: market.isBannedExpress });
    });
  });
  return { version: since + 1, since, games: [], states: [], markets, removed: [], order: null };
}

/**
 * Applies `runs` live updates at a CPU slowdown of `cpuRate`; answers { rows, coefficients, samples (ms), median }.
 * `profile`: a path to write Chromium's CPU profile of the updates to (a JSON array of `.cpuprofile`s, one per update).
 */
export async function liveUpdateScripting(browser, origin, { rows = 100, runs = 15, cpuRate = 1, profile = null } = {}) {
  const fixture = await liveFixture(origin, rows);
  const coefficients = fixture.games.reduce((sum, game) => sum + game.mainMarkets.length, 0);
  // The list mounts only the rows on screen: the window is tall enough for every row to be visible (60 px a game row).
  const context = await browser.newContext({ viewport: { width: 1366, height: Math.max(900, rows * 60 + 2_000) } });
  const page = await context.newPage();
  // No EventSource: the app polls the live delta, which the bench answers.
  await page.addInitScript(() => {
    delete window.EventSource;
  });
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const ids = fixture.games.map((game) => game.id);
  const wholeAt = (at, list) => JSON.stringify({ version: at, since: null, games: list.games, states: [], markets: [], removed: [], order: ids });
  // The list at `version`; `delta` takes a client from version - 1 to it (as the API answers `?since=`).
  let version = 0;
  let whole = wholeAt(0, fixture);
  let delta = null;
  let onServed = null;
  await page.route(/\/web-api\/feed\/v1\/live\/delta(\?|$)/, async (route) => {
    const since = new URL(route.request().url()).searchParams.get('since');
    const headers = { etag: `"bench-${version}"`, 'cache-control': 'no-cache' };
    if (since !== null && Number(since) === version) return route.fulfill({ status: 304, headers });
    const served = onServed;
    onServed = null;
    if (served) await served.before();
    const body = since !== null && Number(since) === version - 1 && delta ? delta : whole;
    await route.fulfill({ status: 200, contentType: 'application/json', headers, body });
    served?.after();
  });
  await page.goto(`${origin}/en/live`, { waitUntil: 'networkidle' });
  await page.getByTestId('game-row').first().waitFor({ timeout: 60_000 }).catch(async (error) => {
    await page.screenshot({ path: join(tmpdir(), 'kickoff-bench-live.png') });
    throw error;
  });
  const shownRows = await page.getByTestId('game-row').count();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value;
  const samples = [];
  // One CPU profile per update, from the answer until the page is idle again (the same window as the figure).
  const profiles = [];
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  let previous = fixture;
  for (let run = 1; run <= runs; run++) {
    const next = moved(fixture, run);
    delta = JSON.stringify(deltaOf(previous, next, run - 1));
    whole = wholeAt(run, next);
    version = run;
    previous = next;
    const expected = next.games[0].mainMarkets[0].coef;
    let start = 0;
    const served = new Promise((resolve) => {
      onServed = {
        before: async () => {
          if (profile) await cdp.send('Profiler.start');
          start = await scriptSeconds();
        },
        after: resolve,
      };
    });
    await served;
    // The update is applied and rendered within a few frames of the answer; the page is otherwise idle.
    await page.waitForTimeout(300 * cpuRate);
    const end = await scriptSeconds();
    if (profile) profiles.push((await cdp.send('Profiler.stop')).profile);
    const shown = await page.getByTestId('game-row').first().getByTestId('odds').first().innerText();
    if (!shown.includes(String(expected).slice(0, 3))) console.warn(`run ${run}: the first coefficient shows ${shown}, expected ${expected}`);
    samples.push((end - start) * 1000);
  }
  if (profile) writeFileSync(profile, JSON.stringify(profiles));
  await context.close();
  return { rows: shownRows, coefficients, samples, median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}
