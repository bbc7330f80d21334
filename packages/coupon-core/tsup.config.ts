import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/rules.ts', 'src/ids.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
});
