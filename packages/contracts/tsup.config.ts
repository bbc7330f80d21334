import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'zod-shape': 'src/browser/zod-shape.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
});
