// The scripting time of one live update in Chromium: the live list shows ROWS games (built from the
// API's own live games), every coefficient moves, the app's poll receives the update, and the
// bench measures the page's work from the poll's answer until the page is idle again, two ways:
// - `cpu`, the figure of "scripting" (issue 20): the renderer main thread's CPU time in script, from
//   Chromium's trace events of the update (`devtools.timeline` and `v8`): each complete event's thread
//   time (`tdur`) less its children's, summed for script (FunctionCall, v8.callFunction, EventDispatch,
//   XHR handlers, timers, microtasks) and garbage collection (MinorGC, MajorGC, V8.GC_*), so a style or
//   layout forced inside a script counts as style or layout. Thread time is what the OS ran the thread
//   for: a renderer descheduled on a loaded machine adds nothing to it. Chromium's CPU slowdown counts in
//   it (measured 2026-11-26: 4x reads 4-6 times the 1x figure), so it serves at 4x too.
// - `median` (wall clock, kept as before): the JavaScript time of a CPU profile sampled every 200 us
//   (every sample but idle, program and root), GC included. On a loaded machine a descheduled renderer
//   reads as JavaScript there (one sample of 260 ms was seen); `cappedMedian` counts each sample for at
//   most 0.4 ms. The trace's wall time in script (`traceWallMedian`) cross-checks the profile.
// Chromium's `ScriptDuration` metric is reported beside them but is not the figure: it leaves out script
// run from an XMLHttpRequest's event handlers (where the app applies a delta and writes a moved price),
// so a build that does its work there would read as almost free (issue 20, measured 2026-11-26: 0.2-0.3
// ms reported against 5-25 ms of sampled JavaScript). `TaskDuration` is the main thread's whole busy time.
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
 * The JavaScript time of a CPU profile in ms: every sample but idle, the engine's own program time and the root.
 * `capMs`: the most one sample counts for. On a loaded machine the renderer is descheduled now and then and
 * the next sample carries the whole gap (one sample of 260 ms was seen at load 15, issue 20): capped at two
 * sampling intervals, the figure is the page's own work. Not for a CPU slowdown, which is made of such gaps.
 */
function scriptMs(profile, capMs = Infinity) {
  const skipped = new Set(profile.nodes.filter((node) => ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)).map((node) => node.id));
  let us = 0;
  profile.samples.forEach((id, index) => {
    if (!skipped.has(id)) us += Math.min(profile.timeDeltas[index] ?? 0, capMs * 1000);
  });
  return us / 1000;
}

/** Where a main-thread trace event's own time goes (Chromium's timeline event names). */
const PHASES = [
  ['gc', /GC|Sweep|Mark|Scavenge|Compact/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleInvalidator|ScheduleStyleRecalculation)/],
  ['layout', /^(Layout|UpdateLayer|InvalidateLayout|LayoutShift)/],
  ['paint', /^(PrePaint|Paint|Layerize|Commit|CompositeLayers|UpdateLayerTree|PaintImage|RasterTask|Decode|ScrollLayer|IntersectionObserver)/],
  ['script', /^(FunctionCall|EvaluateScript|XHRReadyStateChange|XHRLoad|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.|V8\.|ParseHTML|ResourceReceive|ResourceFinish)/],
];

/**
 * The main thread's own time by phase (script, gc, style, layout, paint, other), ms, from Chromium's
 * trace events of one update: each complete event's duration less its children's on the renderer's
 * main thread, so a forced style read inside a script counts as style; an event of no known phase
 * counts for the phase it runs in. `phases` is wall-clock time (`dur`), `cpu` the thread's CPU time
 * (`tdur`, what the OS ran it for; an event without one counts nothing there).
 */
function phasesOf(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const spans = events
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const phases = { script: 0, gc: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const cpu = { script: 0, gc: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const names = new Map();
  const stack = [];
  const close = (until) => {
    while (stack.length > 0 && stack[stack.length - 1].end <= until) {
      const span = stack.pop();
      phases[span.phase] += span.self / 1000;
      cpu[span.phase] += Math.max(0, span.threadSelf) / 1000;
      names.set(span.name, (names.get(span.name) ?? 0) + span.self / 1000);
    }
  };
  for (const event of spans) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.self -= event.dur;
      parent.threadSelf -= event.tdur ?? 0;
    }
    const phase = PHASES.find(([, pattern]) => pattern.test(event.name))?.[0] ?? parent?.phase ?? 'other';
    stack.push({ name: event.name, end: event.ts + event.dur, self: event.dur, threadSelf: event.tdur ?? 0, phase });
  }
  close(Infinity);
  return { phases, cpu, names };
}

/**
 * Applies `runs` live updates at a CPU slowdown of `cpuRate`; answers { rows, coefficients, cpuSamples and
 * cpuMedian (ms of the main thread's CPU time in script and GC, from the trace: the scripting figure),
 * samples (ms of JavaScript from the CPU profile, wall clock), median, min, max, cappedMedian,
 * traceWallMedian (the trace's wall time in script and GC), scriptDuration and taskDuration (medians of
 * Chromium's metrics, ms), phases and cpuPhases (median ms per update of script, gc, style, layout,
 * paint and other, wall and thread time), events (the trace events' own wall time per update by name) }.
 * Every update is traced (`devtools.timeline` and `v8`) and profiled at once; both cost some time of their own, alike for any build.
 * `profile`: a path to write Chromium's CPU profile of the updates to (a JSON array of `.cpuprofile`s, one per update).
 * `trace`: true to trace the timeline's detailed categories too (more events by name, more overhead).
 */
export async function liveUpdateScripting(browser, origin, { rows = 100, runs = 15, cpuRate = 1, profile = null, trace = false } = {}) {
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
  // Every row drawn before the first update (on a loaded machine the list may still be laying its rows out).
  await page
    .waitForFunction((count) => document.querySelectorAll('[data-testid="game-row"]').length >= count, rows, { timeout: 60_000 })
    .catch(() => console.warn('the list did not draw every row within 60 s'));
  const shownRows = await page.getByTestId('game-row').count();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const metrics = async () => {
    const all = (await cdp.send('Performance.getMetrics')).metrics;
    const of = (name) => all.find((metric) => metric.name === name).value * 1000;
    return { script: of('ScriptDuration'), task: of('TaskDuration') };
  };
  const samples = [];
  const capped = [];
  const scriptDurations = [];
  const taskDurations = [];
  // One CPU profile per update, from the answer until the page is idle again.
  const profiles = [];
  const traced = [];
  const traceEvents = [];
  cdp.on('Tracing.dataCollected', (data) => traceEvents.push(...data.value));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let previous = fixture;
  for (let run = 1; run <= runs; run++) {
    const next = moved(fixture, run);
    delta = JSON.stringify(deltaOf(previous, next, run - 1));
    whole = wholeAt(run, next);
    version = run;
    previous = next;
    const expected = next.games[0].mainMarkets[0].coef;
    let start = { script: 0, task: 0 };
    const served = new Promise((resolve) => {
      onServed = {
        before: async () => {
          traceEvents.length = 0;
          const categories = trace ? 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing,__metadata' : 'devtools.timeline,v8,__metadata';
          await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
          await cdp.send('Profiler.start');
          start = await metrics();
        },
        after: resolve,
      };
    });
    await served;
    // The update is applied and rendered within a few frames of the answer; the page is otherwise idle.
    await page.waitForTimeout(300 * cpuRate);
    const end = await metrics();
    const cpu = (await cdp.send('Profiler.stop')).profile;
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    traced.push(phasesOf(traceEvents));
    if (profile) profiles.push(cpu);
    const shown = await page.getByTestId('game-row').first().getByTestId('odds').first().innerText();
    if (!shown.includes(String(expected).slice(0, 3))) console.warn(`run ${run}: the first coefficient shows ${shown}, expected ${expected}`);
    samples.push(scriptMs(cpu));
    capped.push(scriptMs(cpu, 0.4));
    scriptDurations.push(end.script - start.script);
    taskDurations.push(end.task - start.task);
  }
  if (profile) writeFileSync(profile, JSON.stringify(profiles));
  await context.close();
  const phases = Object.fromEntries(Object.keys(traced[0].phases).map((phase) => [phase, median(traced.map((one) => one.phases[phase]))]));
  const cpuPhases = Object.fromEntries(Object.keys(traced[0].cpu).map((phase) => [phase, median(traced.map((one) => one.cpu[phase]))]));
  const cpuSamples = traced.map((one) => one.cpu.script + one.cpu.gc);
  const events = new Map();
  for (const one of traced) for (const [name, ms] of one.names) events.set(name, (events.get(name) ?? 0) + ms / traced.length);
  return {
    rows: shownRows,
    coefficients,
    /** The scripting figure: the main thread's CPU time in script and GC per update (trace thread time). */
    cpuSamples,
    cpuMedian: median(cpuSamples),
    /** The same spans' wall-clock time, to cross-check the profile. */
    traceWallMedian: median(traced.map((one) => one.phases.script + one.phases.gc)),
    samples,
    median: median(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    /** The median with each sample counted for at most 0.4 ms (two intervals; see `scriptMs`), for 1x on a loaded machine. */
    cappedMedian: median(capped),
    scriptDuration: median(scriptDurations),
    taskDuration: median(taskDurations),
    phases,
    cpuPhases,
    events: [...events].sort((a, b) => b[1] - a[1]),
  };
}
