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
export default defineConfig(({ command }) => ({
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
      // The built app runs on Preact's React-compatible runtime (ADR 0009): a fifth of the size
      // of react-dom on every first load. Development and the jest suites keep React itself.
      ...(command === 'build'
        ? [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]
        : []),
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
        // object schema probes for eval (src/zod-config.ts).
        manualChunks: (id: string) =>
          /node_modules\/zod\/|web\/src\/zod-config\.ts$/.test(id) ? 'zod' : undefined,
      },
    },
  },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
}));
