import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The app is served by the API from dist/, on the same origin as the API and its cookie. The
 * SDK and the domain are read from their sources, module by module, so the bundler drops the
 * modules a page does not use (both packages declare no side effects).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@bequest\/sdk\/contract$/, replacement: source('sdk/src/contract/index.ts') },
      { find: /^@bequest\/sdk$/, replacement: source('sdk/src/index.ts') },
      { find: /^@bequest\/domain$/, replacement: source('domain/src/index.ts') },
    ],
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
});
