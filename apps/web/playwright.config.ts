import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env['E2E_PORT'] ?? 8181);
// Specs that move the server's development clock get a server of their own (port + 100), so the
// day they skip never reaches the sessions, tokens and fixtures of the other specs.
const clockPort = port + 100;
const CLOCK_SPECS = /(office-limits|line-start)\.spec\.ts$/;
// issue 15: the phone projects run a focused set (the journeys and the main pages), not the whole suite.
const PHONE_SPECS = /phone-journeys\.spec\.ts$/;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const phone = { userAgent: IPHONE_UA, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** An API serving the built web app (`E2E_WEB_DIST`, else ./dist) over a fresh data folder (migrated and seeded anew each run). */
function apiServer(serverPort: number, dataDir: string) {
  return {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${serverPort}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: process.env['E2E_WEB_DIST'] ?? join(process.cwd(), 'dist'), LOG_LEVEL: 'warn', DEV_TOOLS: '1', REGISTRATIONS_PER_HOUR: '100000', PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}` },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'kickoff-e2e-'));
const clockDataDir = process.env['E2E_CLOCK_SERVER'] === '0' ? '' : mkdtempSync(join(tmpdir(), 'kickoff-e2e-clock-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'en-GB',
    timezoneId: 'UTC',
    // The suites are drawn in the default dark theme; preferences.spec checks the light one and the system's (issue 18).
    colorScheme: 'dark',
    // The service worker would precache every chunk in the background and count in the specs that
    // watch requests; only seo-pwa.spec, which tests the installed app, lets it run.
    serviceWorkers: 'block',
    // In CI (one retry) a trace is recorded from the first retry of a failed test; recording one for
    // every test and keeping it on failure (the local runs' way, no retry there) costs the browser and
    // the runner about a quarter of their CPU (issue 20: CI time; the DOM snapshots and screencast
    // frames of every action). A failure's first run keeps its screenshot and error context.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'main', testIgnore: CLOCK_SPECS, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'server-clock', testMatch: CLOCK_SPECS, use: { baseURL: `http://127.0.0.1:${clockPort}` } },
    { name: 'phone', testMatch: PHONE_SPECS, use: { ...phone, viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${port}` } },
    { name: 'small-phone', testMatch: PHONE_SPECS, use: { ...phone, viewport: { width: 360, height: 640 }, baseURL: `http://127.0.0.1:${port}` } },
  ],
  // A run given only specs of the main server (`E2E_CLOCK_SERVER=0`, a shard of `npm test` without
  // the clock specs) starts no clock server, and one given only the clock specs (`E2E_MAIN_SERVER=0`,
  // `npm test` runs them apart with their server) no main server: one server fewer to migrate and
  // seed, and none ticking its simulator while no spec asks it anything.
  webServer: [...(process.env['E2E_MAIN_SERVER'] === '0' ? [] : [apiServer(port, dataDir)]), ...(clockDataDir ? [apiServer(clockPort, clockDataDir)] : [])],
});
