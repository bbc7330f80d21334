// `npm test`: installs what is missing (pnpm, dependencies, Chromium, the PostgreSQL server), then
// runs lint, typecheck, unit tests, the integration tests on the embedded database and on a private
// PostgreSQL server, and the end-to-end suite in Chromium. Ends with a summary; non-zero on failure.
//
// Issue 20 (CI time, 2 cores): the build of the web app and the API (light: only those two) runs
// beside the checks and unit tests (no lane beside them: some unit tests are heavy on the processor
// and have a 30 s limit); then three lanes run at the same time: the integration tests on the
// embedded database; the end-to-end suite in two shards, each with its own servers (so a server
// still serves one spec at a time); and the integration tests on PostgreSQL. The shards share the
// spec files by their measured durations (`scripts/e2e-spec-seconds.json`), and the shard with the
// specs that move the server's clock runs them first with the clock server alone. A step of a lane
// writes its output to a log file, printed whole when the step ends.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensureDependencies, ensurePnpm, ensurePostgres, run, runLogged, say, withPostgres } from './lib.mjs';

const started = Date.now();
const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
const chromium = await ensureChromium();
const postgresBin = await ensurePostgres();

const env = { TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const turboArgs = (args) => ['exec', 'turbo', 'run', ...args, '--continue', '--output-logs=new-only'];
const logs = mkdtempSync(join(tmpdir(), 'kickoff-ci-logs-'));
const results = [];

/** Runs one step; `work(exec)` runs its commands through `exec(command, args, extraEnv)`, live or into the step's log. */
async function step(name, work, { logged = false } = {}) {
  const logFile = join(logs, `${results.length + 1}-${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const slot = { name, ok: false, seconds: 0 };
  results.push(slot);
  if (logged) console.log(`\n… started: ${name} (output when it ends)`);
  else say(name);
  const exec = (command, args, extraEnv = {}) => (logged ? runLogged(command, args, logFile, { env: { ...env, ...extraEnv } }) : run(command, args, { env: { ...env, ...extraEnv } }));
  const stepStarted = Date.now();
  let code;
  try {
    code = await work(exec);
  } catch (error) {
    console.error(error);
    code = 1;
  }
  slot.ok = code === 0;
  slot.seconds = (Date.now() - stepStarted) / 1000;
  if (logged) {
    say(`${name}: ${slot.ok ? 'passed' : 'FAILED'} in ${slot.seconds.toFixed(1)} s`);
    process.stdout.write(readLog(logFile));
  }
  return slot;
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// The build of the web app and the API for the end-to-end tests starts at once, beside the checks: it
// is light (`--only`: the web app and the API bundle the workspace packages from their sources, the
// `source` export condition, so the packages' own bundles and declaration files, about 120 s of CPU
// most of it tsc type-checking the packages again, are not built), and the shards start as soon as
// the checks end instead of after a build of their own.
const build = step('build of the web app and the API (for the end-to-end tests)', (exec) => exec(pnpm, turboArgs(['build', '--filter=@kickoff/web', '--filter=@kickoff/api', '--only'])), { logged: true });

// issue 18: the completeness checker's tests, then `pnpm i18n:report` (fails when a language declared complete misses a key, a placeholder or a plural form)
await step('language bundles (i18n report)', (exec) => exec(pnpm, ['run', 'test:i18n']));
await step('lint, typecheck and unit tests', (exec) => exec(pnpm, turboArgs(['lint', 'typecheck', 'test', '--concurrency=3'])));

const postgres = async () => {
  await step(
    'integration tests on a PostgreSQL server',
    (exec) => withPostgres(postgresBin, (databaseUrl) => exec(pnpm, turboArgs(['test:int', '--concurrency=1', '--filter=@kickoff/api', '--filter=@kickoff/http-client']), { DATABASE_URL: databaseUrl })),
    { logged: true },
  );
};

const embedded = () => step('integration tests on the embedded database (PGlite)', (exec) => exec(pnpm, turboArgs(['test:int', '--concurrency=1'])), { logged: true });

const SHARDS = 2;
/** The specs that move the server's development clock: the `server-clock` project of playwright.config.ts (CLOCK_SPECS), served by the clock server. */
const CLOCK_SPECS = /(office-limits|line-start)\.spec\.ts$/;

/**
 * The spec files of each shard: the clock specs together in the first (the only shard that then
 * starts the clock server), then the others longest first, each to the shard with the fewest
 * seconds so far (`scripts/e2e-spec-seconds.json`, measured in CI; a spec not listed counts as the
 * median). Every spec file is in exactly one shard.
 */
function shardSpecs(specs, seconds, shards) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const cost = (spec) => seconds[spec] ?? median;
  const lanes = Array.from({ length: shards }, () => ({ specs: [], seconds: 0 }));
  for (const spec of specs.filter((name) => CLOCK_SPECS.test(name))) {
    lanes[0].specs.push(spec);
    lanes[0].seconds += cost(spec);
  }
  const others = specs.filter((name) => !CLOCK_SPECS.test(name)).sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const spec of others) {
    const lane = lanes.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
    lane.specs.push(spec);
    lane.seconds += cost(spec);
  }
  return lanes.map((lane) => ({ specs: lane.specs.sort(), seconds: lane.seconds }));
}

const basePort = Number(process.env.E2E_PORT ?? 8181);
const endToEnd = async () => {
  if (!(await build).ok) return;
  const specs = readdirSync(join(ROOT, 'apps', 'web', 'e2e')).filter((name) => name.endsWith('.spec.ts'));
  const seconds = JSON.parse(readFileSync(join(ROOT, 'scripts', 'e2e-spec-seconds.json'), 'utf8'));
  // Each shard's servers on their own ports: E2E_PORT (8181) and 50 above for the second shard, and
  // the server-clock project's at each + 100 (playwright.config.ts). The shard with the clock specs
  // runs them first with the clock server alone, then its other specs with the main server alone:
  // a server's simulator ticks as long as it runs (about 50 s of CPU over a shard for a clock
  // server kept for two short specs).
  const playwright = (exec, specList, output, extraEnv) =>
    exec(pnpm, ['--filter', '@kickoff/web', 'exec', 'playwright', 'test', ...specList.map((spec) => `/e2e/${spec.replaceAll('.', '\\.')}$`), '--output', output], extraEnv);
  await Promise.all(
    shardSpecs(specs, seconds, SHARDS).map((shard, index) =>
      step(
        `end-to-end tests in Chromium, shard ${index + 1} of ${SHARDS} (${shard.specs.length} spec files, about ${shard.seconds} s measured)`,
        async (exec) => {
          const port = String(basePort + 50 * index);
          const clockSpecs = shard.specs.filter((name) => CLOCK_SPECS.test(name));
          const mainSpecs = shard.specs.filter((name) => !CLOCK_SPECS.test(name));
          let code = 0;
          if (clockSpecs.length) code = await playwright(exec, clockSpecs, `test-results/shard-${index + 1}-clock`, { E2E_PORT: port, E2E_MAIN_SERVER: '0', E2E_CLOCK_SERVER: '1' });
          if (mainSpecs.length) code = Math.max(code, await playwright(exec, mainSpecs, `test-results/shard-${index + 1}`, { E2E_PORT: port, E2E_MAIN_SERVER: '1', E2E_CLOCK_SERVER: '0' }));
          return code;
        },
        { logged: true },
      ),
    ),
  );
};

await Promise.all([embedded(), endToEnd(), postgres()]);

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✓ passed' : '✗ FAILED'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`  ${results.length - failed} of ${results.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s (three lanes side by side after the checks and unit tests; logs in ${logs})`);
process.exit(failed === 0 ? 0 : 1);
