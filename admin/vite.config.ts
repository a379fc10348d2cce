import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The staff console, served by the API at /internal-only on the product's origin (ADR 0022). The
 * SDK and the domain are read from their sources, as the web app does.
 */
export default defineConfig({
  base: '/internal-only/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@bequest\/sdk\/contract$/, replacement: source('sdk/src/contract/index.ts') },
      { find: /^@bequest\/sdk\/app$/, replacement: source('sdk/src/app.ts') },
      { find: /^@bequest\/sdk\/react$/, replacement: source('sdk/src/react/index.ts') },
      { find: /^@bequest\/sdk$/, replacement: source('sdk/src/index.ts') },
      { find: /^@bequest\/domain$/, replacement: source('domain/src/index.ts') },
    ],
  },
  // A staff tool on office machines: one chunk, no first-load budget as the consumer app has.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
});
