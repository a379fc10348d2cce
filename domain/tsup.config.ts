import { defineConfig } from 'tsup';

/** The ES module build, for bundlers to tree-shake; CommonJS and declarations come from tsc. */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  outDir: 'dist/esm',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  dts: false,
});
