import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** What every integration file must close by its end (`vitest.leaks.ts`). */
const LEAKS_SETUP = fileURLToPath(new URL('./vitest.leaks.ts', import.meta.url));

/**
 * The one test configuration every workspace package uses: `vitest run` runs the unit tests
 * (`*.test.ts`), `vitest run --mode int` the wired and database tests (`*.int.test.ts`).
 * Workspace packages are read from their sources through the `source` export condition.
 */
export function workspaceTestConfig(extra: { environment?: 'node' | 'happy-dom'; setupFiles?: string[]; integrationGlobalSetup?: string[] } = {}) {
  return defineConfig(({ mode }) => {
    const integration = mode === 'int';
    return {
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
      // the global setup's environment reads the workspace packages from their sources too
      environments: { __vitest__: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } } },
      test: {
        environment: extra.environment ?? 'node',
        // issue 20 (CI time): the test files of a worker share its module graph instead of each
        // importing the sources again (on 2 cores about 1 s a unit file, 4-6 s an integration file,
        // which also compiled the embedded database's WebAssembly again). The page tests share their
        // worker's DOM (happy-dom) too: importing React, MobX and the app's modules and making a DOM
        // for each of the web app's 32 files took 71 s of CPU against 21 s shared, and the same 335
        // tests pass with the files and tests shuffled (`--sequence.shuffle`). An integration file
        // closes every server, database and worker it starts (checked after each file by
        // `vitest.leaks.ts`), so the next file starts clean.
        isolate: false,
        setupFiles: [...(integration ? [LEAKS_SETUP] : []), ...(extra.setupFiles ?? [])],
        // issue 20 (CI time): the integration tests' database templates, made once per run
        globalSetup: integration ? (extra.integrationGlobalSetup ?? []) : [],
        include: integration ? ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'] : ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
        exclude: integration ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.int.test.ts'],
        testTimeout: integration ? 60_000 : 30_000,
        hookTimeout: integration ? 120_000 : 30_000,
        benchmark: { include: ['bench/**/*.bench.ts', 'src/**/*.bench.ts'] },
      },
    };
  });
}
