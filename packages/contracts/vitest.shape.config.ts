import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The contracts' unit tests once more with `zod` resolved to the browser's shape checker, as the web
 * build resolves it (issue 20): every schema must be built and answer the same with it.
 */
export default defineConfig({
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/browser/zod-shape.ts', import.meta.url)) }],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.int.test.ts'],
    env: { KICKOFF_ZOD_SHAPE: '1' },
  },
});
