import { defineConfig } from 'vitest/config';

/**
 * The one test configuration every workspace package uses: `vitest run` runs the unit tests
 * (`*.test.ts`), `vitest run --mode int` the wired and database tests (`*.int.test.ts`).
 * Workspace packages are read from their sources through the `source` export condition.
 */
export function workspaceTestConfig(extra: { environment?: 'node' | 'happy-dom'; setupFiles?: string[] } = {}) {
  return defineConfig(({ mode }) => {
    const integration = mode === 'int';
    return {
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
      test: {
        environment: extra.environment ?? 'node',
        setupFiles: extra.setupFiles ?? [],
        include: integration ? ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'] : ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
        exclude: integration ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.int.test.ts'],
        testTimeout: integration ? 60_000 : 30_000,
        hookTimeout: integration ? 120_000 : 30_000,
        benchmark: { include: ['bench/**/*.bench.ts', 'src/**/*.bench.ts'] },
      },
    };
  });
}
