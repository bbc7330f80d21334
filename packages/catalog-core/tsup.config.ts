import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'toto/toto.rules': 'src/toto/toto.rules.ts', 'sports/boot-feed': 'src/sports/boot-feed.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
});
