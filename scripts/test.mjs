// `npm test`: installs what is missing (pnpm, dependencies, Chromium, the PostgreSQL server), then
// runs lint, typecheck, unit tests, the integration tests on the embedded database and on a private
// PostgreSQL server, and the end-to-end suite in Chromium. Ends with a summary; non-zero on failure.
import { ensureChromium, ensureDependencies, ensurePnpm, ensurePostgres, run, say, withPostgres } from './lib.mjs';

const started = Date.now();
const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
const chromium = await ensureChromium();
const postgresBin = await ensurePostgres();

const env = { TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const turbo = (args, extraEnv = {}) => run(pnpm, ['exec', 'turbo', 'run', ...args, '--continue', '--output-logs=new-only'], { env: { ...env, ...extraEnv } });
const results = [];
async function step(name, work) {
  say(name);
  const stepStarted = Date.now();
  let code;
  try {
    code = await work();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  results.push({ name, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000 });
}

// issue 18: the completeness checker's tests, then `pnpm i18n:report` (fails when a language declared complete misses a key, a placeholder or a plural form)
await step('language bundles (i18n report)', () => run(pnpm, ['run', 'test:i18n'], { env }));
await step('lint, typecheck and unit tests', () => turbo(['lint', 'typecheck', 'test', '--concurrency=3']));
await step('integration tests on the embedded database (PGlite)', () => turbo(['test:int', '--concurrency=1']));
await step('integration tests on a PostgreSQL server', () =>
  withPostgres(postgresBin, (databaseUrl) => turbo(['test:int', '--concurrency=1', '--filter=@kickoff/api', '--filter=@kickoff/http-client'], { DATABASE_URL: databaseUrl })),
);
await step('end-to-end tests in Chromium', () => turbo(['e2e']));

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✓ passed' : '✗ FAILED'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`  ${results.length - failed} of ${results.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed === 0 ? 0 : 1);
