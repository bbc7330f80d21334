/**
 * API benchmarks (issue 5 "Done when"): the feed call's requests per second and p99 latency under
 * 200 concurrent local pollers, and the placing call's accepted bets per second. Run with
 * `pnpm --filter @kickoff/api bench` (PGlite) or with `DATABASE_URL` set (PostgreSQL). It reports
 * figures; it does not fail on a time (ARCHITECTURE.md "Tests").
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, bench, describe } from 'vitest';
import { registerPlayer, type TestPlayer } from '../src/modules/auth/auth.testing';
import { couponBetsFromFeed } from '../src/modules/betting/betting.feed';
import { aCoupon, placeCoupon } from '../src/modules/betting/betting.testing';
import { LiveSimulator } from '../src/modules/simulator/simulator';
import { startTestApi } from '../src/testing';

const POLLERS = 200;
const PHASE_MS = Number(process.env['BENCH_PHASE_MS'] ?? 6_000);
const PLACERS = 40;

interface Figures {
  name: string;
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  extra: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

interface LoadOptions {
  concurrency: number;
  durationMs: number;
  kind: 'poll' | 'place';
  path?: string;
  conditional?: boolean;
  templates?: Array<{ cookie: string; coupon: unknown }>;
}

/** Runs the load in a worker thread (bench/load-worker.mjs) against the API and sums it up. */
async function load(name: string, options: LoadOptions): Promise<Figures & { outcomes: Map<string, number> }> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { baseUrl: api.baseUrl, templates: [], ...options } });
  const result = await new Promise<{ latencies: number[]; outcomes: Record<string, number>; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const outcomes = new Map(Object.entries(result.outcomes));
  return {
    name,
    requests: latencies.length,
    seconds: result.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    extra: [...outcomes].map(([key, count]) => `${key}: ${count}`).join(', '),
    outcomes,
  };
}

const api = await startTestApi();
const database = api.db.kind;
const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
await simulator.tick();
// The live feed moves every 2 s, as the simulator does in production.
const tickMs: number[] = [];
const ticker = setInterval(() => {
  api.clock.advanceBy(2_000);
  const t0 = performance.now();
  void simulator.tick().then(() => tickMs.push(performance.now() - t0));
}, 2_000);

const figures: Figures[] = [];

// 1. Live feed polled by 200 pollers with If-None-Match: mostly 304, a fresh body after each tick.
figures.push(await load(`GET /web-api/feed/v1/live, ${POLLERS} conditional pollers`, { concurrency: POLLERS, durationMs: PHASE_MS, kind: 'poll', path: '/web-api/feed/v1/live', conditional: true }));

// 2. The line menu without ETag: every answer is a full body (built once per revision, then cached).
figures.push(
  await load(`GET /web-api/feed/v1/sports?section=line, ${POLLERS} unconditional pollers`, { concurrency: POLLERS, durationMs: PHASE_MS, kind: 'poll', path: '/web-api/feed/v1/sports?section=line', conditional: false }),
);

// 3. Placing: 40 players place singles at once, each with its own balance.
const players: TestPlayer[] = [];
for (let i = 0; i < PLACERS; i++) players.push(await registerPlayer(api, { balanceMinor: 100_000_000 }));
const markets = await api.db.query<{ id: number }>("update feed_markets m set is_blocked = false from feed_games g where g.id = m.game_id and g.status = 0 and m.group_id = 1 returning m.id");
const bets = await couponBetsFromFeed(api.db, markets.slice(0, 200).map((market) => market.id));
const placing = await load(`POST /web-api/coupon/v1/place, ${PLACERS} concurrent players`, {
  concurrency: PLACERS,
  durationMs: PHASE_MS,
  kind: 'place',
  templates: players.map((player, index) => ({ cookie: player.cookie, coupon: aCoupon(player, [bets[index % bets.length]!], { amount: 1, changeCoefAction: 1 }) })),
});
let next = 0;
figures.push(placing);
clearInterval(ticker);

console.log(`\nKickoff API benchmark on ${database} (${PHASE_MS / 1000} s per phase; ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
for (const figure of figures) {
  console.log(
    `  ${figure.name}\n    ${(figure.requests / figure.seconds).toFixed(0)} requests/s, p50 ${figure.p50Ms.toFixed(1)} ms, p99 ${figure.p99Ms.toFixed(1)} ms (${figure.extra})`,
  );
}
console.log(`  simulator ticks: ${tickMs.length}, mean ${(tickMs.reduce((a, b) => a + b, 0) / Math.max(1, tickMs.length)).toFixed(0)} ms`);
console.log(`  accepted bets per second: ${((placing.outcomes.get('accepted') ?? 0) / placing.seconds).toFixed(0)}\n`);

afterAll(async () => {
  await api.close();
});

describe(`feed and placing on ${database}`, () => {
  let etag: string | null = null;
  bench('one conditional live poll (304 when unchanged)', async () => {
    const response = await fetch(`${api.baseUrl}/web-api/feed/v1/live`, { headers: etag ? { 'if-none-match': etag } : {} });
    etag = response.headers.get('etag');
    await response.arrayBuffer();
  });
  bench('one placing of a single', async () => {
    const player = players[0] as TestPlayer;
    await placeCoupon(api, player, aCoupon(player, [bets[next++ % bets.length]!], { amount: 1, changeCoefAction: 1 }));
  });
});
