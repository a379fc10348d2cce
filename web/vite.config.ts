import { unsupportedBrowserScript } from '@bequest/domain';
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
  plugins: [
    react(),
    {
      // The old-browser warning (platform-core.md 2.15) where the app's modules never run.
      name: 'old-browser-warning',
      transformIndexHtml: () => [
        {
          tag: 'script',
          attrs: { nomodule: true },
          children: unsupportedBrowserScript(),
          injectTo: 'body-prepend',
        },
      ],
    },
  ],
  resolve: {
    alias: [
      { find: /^@bequest\/sdk\/contract$/, replacement: source('sdk/src/contract/index.ts') },
      { find: /^@bequest\/sdk$/, replacement: source('sdk/src/index.ts') },
      { find: /^@bequest\/domain$/, replacement: source('domain/src/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: {
        // zod and its configuration in one chunk, evaluated before any chunk that builds a
        // schema: the app's CSP has no 'unsafe-eval', so zod must be jitless before its first
        // object schema probes for eval (src/zod-config.ts). No chunk of the first load imports
        // it: the SDK client loads the contract, and zod with it, on its first call (ADR 0015).
        manualChunks: (id: string) =>
          /node_modules\/zod\/|web\/src\/zod-config\.ts$/.test(id) ? 'zod' : undefined,
      },
    },
  },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
});
