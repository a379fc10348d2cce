import { defineConfig } from 'tsup';

/**
 * The published package (ADR 0021): each entry as CommonJS (`.js`, `.d.ts`) and as an ES module
 * (`.mjs`, `.d.mts`), with the private `@bequest/domain` compiled in from its sources, so the
 * tarball needs only zod and neverthrow. Shared code is split into chunks, one copy per format.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    rules: 'src/rules.ts',
    app: 'src/app.ts',
    'react/index': 'src/react/index.ts',
  },
  format: ['cjs', 'esm'],
  outDir: 'dist',
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  platform: 'neutral',
  splitting: true,
  clean: true,
  dts: true,
  noExternal: [/^@bequest\/domain(\/|$)/],
});
