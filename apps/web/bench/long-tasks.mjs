// The main thread's long tasks after the first contentful paint (issue 20: Total Blocking Time), as
// a phone with a 4x slower CPU sees a first visit: a Chromium trace beside a CPU profile, each task
// over 50 ms listed with its start after FCP, its length, the trace's events in it (timers, script
// evaluations, layouts) and the functions that used most of its time (self and with their callees).
//
//   node bench/long-tasks.mjs [path ...]       (default: /en/ /en/live)
//   BENCH_WEB_DIST=... BENCH_API_MAIN=... LT_RUNS=2 LT_CPU=4 node bench/long-tasks.mjs
// Each task lists its trace events, the functions by self time and with their callees (LT_TOP of
// them; LT_TOTAL=0 leaves them out) and the components that rendered in it (capitalised names).
// A build with `vite build --minify false` names the app's own functions.
import { chromium } from '@playwright/test';
import { load, startApi } from './server.mjs';
import { LIGHTHOUSE_PHONE } from './layout-shifts.mjs';

const RUNS = Number(process.env.LT_RUNS ?? 1);
const CPU = Number(process.env.LT_CPU ?? 4);
const LONG_MS = Number(process.env.LT_LONG_MS ?? 50);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/en/', '/en/live'];

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

async function traceOnce(browser, url) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('#root[data-ready]', { timeout: 60_000 });
  await page.waitForTimeout(4_000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traceDone;
  const errors = [];
  await context.close();
  return { events, profile, errors };
}

function analyse({ events, profile }) {
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = events.filter((event) => mainThread && event.pid === mainThread.pid && event.tid === mainThread.tid);
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint')?.ts ?? events.find((event) => event.name === 'firstContentfulPaint')?.ts;
  const navStart = onMain.find((event) => event.name === 'navigationStart')?.ts ?? events.find((event) => event.name === 'navigationStart')?.ts;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur / 1000 > LONG_MS && (fcp === undefined || event.ts >= fcp));
  // the CPU profile: each sample's time and node; a node's path up to the root
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples = [];
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index];
    samples.push({ time, id: profile.samples[index], next: profile.timeDeltas[index + 1] ?? 0 });
  }
  const label = (frame) => `${frame.functionName || '(anonymous)'} ${(frame.url.split('/').pop() || '').replace(/-[\w-]{8}\.js$/, '')}:${frame.lineNumber + 1}`;
  const tbt = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  const report = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end && event.ph === 'X' && event.dur > 2_000);
    const kinds = new Map();
    for (const event of inside) {
      const name = event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile' ? `${event.name} ${(event.args?.data?.functionName ?? '')} ${(event.args?.data?.url ?? '').split('/').pop()}`.trim() : event.name;
      kinds.set(name, (kinds.get(name) ?? 0) + event.dur / 1000);
    }
    const self = new Map();
    const total = new Map();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time >= end) continue;
      const weight = sample.next / 1000;
      const node = nodes.get(sample.id);
      self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + weight);
      const seen = new Set();
      for (let id = sample.id; id !== undefined; id = parent.get(id)) {
        const frame = nodes.get(id).callFrame;
        if (!frame.url || seen.has(label(frame))) continue;
        seen.add(label(frame));
        total.set(label(frame), (total.get(label(frame)) ?? 0) + weight);
      }
    }
    const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    report.push({
      at: Math.round((task.ts - (fcp ?? navStart)) / 1000),
      ms: Math.round(task.dur / 1000),
      events: top(kinds, 6),
      self: top(self, 6),
      total: top(total, Number(process.env.LT_TOP ?? 14)),
      // React components and classes by name (a capital first letter), with their callees: what rendered in the task
      components: top(new Map([...total].filter(([name]) => /^[A-Z]/.test(name))), 8),
    });
  }
  return { fcpMs: fcp && navStart ? Math.round((fcp - navStart) / 1000) : NaN, tbt: Math.round(tbt), tasks: report };
}

const api = await startApi({});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of paths) {
    for (let run = 0; run < RUNS; run++) {
      const result = analyse(await traceOnce(browser, `${api.origin}${path}`));
      console.log(`\n${path} run ${run + 1}: FCP ${result.fcpMs} ms, ${result.tasks.length} tasks > ${LONG_MS} ms after FCP, blocking ${result.tbt} ms at ${CPU}x (${load()})`);
      for (const task of result.tasks) {
        console.log(`  +${task.at} ms: ${task.ms} ms`);
        console.log(`    events: ${task.events.join(' | ')}`);
        console.log(`    self: ${task.self.join(' | ')}`);
        if (process.env.LT_TOTAL !== '0') console.log(`    total: ${task.total.join(' | ')}`);
        if (task.components.length > 0) console.log(`    components: ${task.components.join(' | ')}`);
      }
    }
  }
} finally {
  await browser.close();
  await api.stop();
}
