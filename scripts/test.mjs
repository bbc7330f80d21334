// `npm test`: installs what is missing (pnpm, dependencies, Chromium, the PostgreSQL server), then
// runs lint, typecheck, unit tests, the integration tests on the embedded database and on a private
// PostgreSQL server, and the end-to-end suite in Chromium. Ends with a summary; non-zero on failure.
//
// Issue 20 (CI time, 2 cores): after the checks and unit tests, two lanes run at the same time, the
// integration tests (embedded database, then PostgreSQL) and the end-to-end tests (the build, then
// the suite in two shards, each with its own servers, so a server still serves one spec at a time).
// A step of a lane writes its output to a log file, printed whole when the step ends.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensurePnpm, ensurePostgres, run, runLogged, say, withPostgres } from './lib.mjs';

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
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// issue 18: the completeness checker's tests, then `pnpm i18n:report` (fails when a language declared complete misses a key, a placeholder or a plural form)
await step('language bundles (i18n report)', (exec) => exec(pnpm, ['run', 'test:i18n']));
await step('lint, typecheck and unit tests', (exec) => exec(pnpm, turboArgs(['lint', 'typecheck', 'test', '--concurrency=3'])));

const integration = async () => {
  await step('integration tests on the embedded database (PGlite)', (exec) => exec(pnpm, turboArgs(['test:int', '--concurrency=1'])), { logged: true });
  await step(
    'integration tests on a PostgreSQL server',
    (exec) => withPostgres(postgresBin, (databaseUrl) => exec(pnpm, turboArgs(['test:int', '--concurrency=1', '--filter=@kickoff/api', '--filter=@kickoff/http-client']), { DATABASE_URL: databaseUrl })),
    { logged: true },
  );
};

const SHARDS = 2;
const basePort = Number(process.env.E2E_PORT ?? 8181);
const endToEnd = async () => {
  await step('build of the web app and the API (for the end-to-end tests)', (exec) => exec(pnpm, turboArgs(['build', '--filter=@kickoff/web', '--filter=@kickoff/api'])), { logged: true });
  if (!results.at(-1).ok) return;
  // Each shard's servers on their own ports: E2E_PORT (8181) and 50 above for the second shard, and
  // the server-clock project's at each + 100 (playwright.config.ts).
  await Promise.all(
    Array.from({ length: SHARDS }, (_, index) =>
      step(
        `end-to-end tests in Chromium, shard ${index + 1} of ${SHARDS}`,
        (exec) => exec(pnpm, ['--filter', '@kickoff/web', 'exec', 'playwright', 'test', `--shard=${index + 1}/${SHARDS}`, '--output', `test-results/shard-${index + 1}`], { E2E_PORT: String(basePort + 50 * index) }),
        { logged: true },
      ),
    ),
  );
};

await Promise.all([integration(), endToEnd()]);

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✓ passed' : '✗ FAILED'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`  ${results.length - failed} of ${results.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s (the integration and the end-to-end steps run side by side; logs in ${logs})`);
process.exit(failed === 0 ? 0 : 1);
