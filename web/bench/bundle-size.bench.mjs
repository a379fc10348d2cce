// Bundle size (issue: consumer web app): the gzipped JavaScript the home page loads first, and
// the largest route chunk. Target: home page under 120 KB gzipped. Prints; asserts nothing.
//
//   npm run build --workspace @bequest/web && npm run bench --workspace @bequest/web
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically: what loads before it runs. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
};
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const first = closure(entry);
const home = Object.keys(manifest).find((key) => key.endsWith('HomePage.tsx'));
const homeTotal = sizeOf(new Set([...first, ...closure(home)]));
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => ({ key, bytes: sizeOf([...closure(key)].filter((k) => !first.has(k))) }))
  .sort((a, b) => b.bytes - a.bytes);

console.log(
  [
    'Web app bundle (gzipped JavaScript):',
    `  home page, first load: ${kb(homeTotal)} (target: under 120 KB)`,
    `  largest route chunk: ${routes[0]?.key ?? '-'} ${kb(routes[0]?.bytes ?? 0)}`,
  ].join('\n'),
);
