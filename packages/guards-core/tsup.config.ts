import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/routes/route-matcher.rules.ts', 'src/language/language-list.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
});
