// Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown, a phone's screen) with
// Debian's Chromium, run through the `lighthouse` command of the npm package, N times per page;
// the bench prints the median of each figure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, webDir } from './server.mjs';

function runOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-lh-'));
  const output = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'pnpm',
      ['exec', 'lighthouse', url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { cwd: webDir, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', timeout: 240_000 },
    );
    if (run.status !== 0) throw new Error(`lighthouse exited ${run.status}: ${(run.stderr || run.stdout || '').slice(-600)}`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs Lighthouse `runs` times on `url`; answers the medians and every run's figures. */
export function lighthouseMobile(url, runs = 3) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(runOnce(url));
  const of = (key) => median(samples.map((sample) => sample[key]));
  return { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), samples };
}
