import { unsupportedBrowserScript } from '@bequest/domain';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The web app's version, sent on every call as X-Web-Version (platform-core.md 7). */
const WEB_VERSION = (
  JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * The app is served by the API from dist/, on the same origin as the API and its cookie. The
 * SDK and the domain are read from their sources, module by module, so the bundler drops the
 * modules a page does not use (both packages declare no side effects).
 */
export default defineConfig(({ isSsrBuild }) => ({
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
      { find: /^@bequest\/sdk\/app$/, replacement: source('sdk/src/app.ts') },
      { find: /^@bequest\/sdk\/react$/, replacement: source('sdk/src/react/index.ts') },
      { find: /^@bequest\/sdk$/, replacement: source('sdk/src/index.ts') },
      { find: /^@bequest\/domain$/, replacement: source('domain/src/index.ts') },
    ],
  },
  build: isSsrBuild
    ? {
        // The server's prerendering (ADR 0017): one CommonJS file with its libraries, which the
        // API requires from dist/; a dot directory, which it never serves.
        outDir: 'dist/.ssr',
        copyPublicDir: false,
        rollupOptions: {
          output: { format: 'cjs', entryFileNames: 'prerender.cjs', codeSplitting: false },
        },
      }
    : {
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
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the API runs with.
  define: {
    __WEB_VERSION__: JSON.stringify(WEB_VERSION),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
}));
