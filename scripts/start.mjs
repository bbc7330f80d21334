// `npm start`: installs what is missing, builds, then serves the product (API + web app, embedded
// database migrated and seeded) on http://localhost:8080 (PORT to change).
import { ROOT, ensureDependencies, ensurePnpm, mustRun, say } from './lib.mjs';
import { join } from 'node:path';

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
say('building the web app and the API');
await mustRun(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@kickoff/web', '--filter=@kickoff/api', '--output-logs=errors-only'], { env: { TURBO_TELEMETRY_DISABLED: '1' } });
say(`starting Kickoff on http://localhost:${process.env.PORT ?? 8080}`);
await mustRun(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], { env: { DATA_DIR: process.env.DATA_DIR ?? join(ROOT, '.data') } });
