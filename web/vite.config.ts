import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The app is served by the API from dist/, on the same origin as the API and its cookie. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: { proxy: { '/v2': 'http://localhost:3000' } },
});
