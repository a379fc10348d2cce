import { defineConfig } from 'tsup';

/** The ES module build; the CommonJS build and the declarations come from tsc. */
export default defineConfig({
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts' },
  format: ['esm'],
  outDir: 'dist/esm',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  dts: false,
});
