// Web bundle size (issue 21): the gzipped JavaScript the home route loads first, against its
// budget, then what the route fetches next, with react-dom's production client gzipped in the
// same run as an anchor. A benchmark, not a test: it prints and asserts nothing, and it builds
// nothing itself.
//
//   npm run build --workspace @bequest/web && npm run bench:web
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No web build: ${relative(root, manifestPath)} is missing. Build it first with\n` +
      '  npm run build --workspace @bequest/web\n' +
      'This benchmark reads the build; it does not make one.',
  );
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sizes = (path) => {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);

/** A chunk and every chunk it imports statically (not dynamically): what loads before it runs. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
};
const keyEndingWith = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
/** The chunks of `key`'s closure not already loaded, largest first. */
const rowsOf = (key, loaded) =>
  key === undefined
    ? []
    : [...closure(key)]
        .filter((chunk) => !loaded.has(chunk))
        .map((chunk) => ({ key: chunk, ...sizes(join(dist, manifest[chunk].file)) }))
        .sort((a, b) => b.gzip - a.gzip);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entry === undefined) {
  console.error(`${relative(root, manifestPath)} names no entry chunk.`);
  process.exit(1);
}
const loaded = new Set();
const firstLoad = rowsOf(entry, loaded);
firstLoad.forEach((row) => loaded.add(row.key));
// The home page's chunk: the router asks for it as soon as the entry runs on `/`.
const homePage = rowsOf(keyEndingWith('src/pages/home/HomePage.tsx'), loaded);
homePage.forEach((row) => loaded.add(row.key));
// The contract (every route's schemas, and zod) the SDK client reads its first answers with: asked
// for by the first API call, and fetched while that call is in flight (web/src/sdk-client).
const contract = rowsOf(keyEndingWith('src/sdk-client/contract-client.ts'), loaded);

const css = [...new Set([...closure(entry)].flatMap((key) => manifest[key].css ?? []))].map(
  (file) => ({ key: file, file, ...sizes(join(dist, file)) }),
);

const requireFromWeb = createRequire(join(root, 'web', 'package.json'));
const reactDomClient = join(
  dirname(requireFromWeb.resolve('react-dom/package.json')),
  'cjs',
  'react-dom-client.production.js',
);
const anchor = existsSync(reactDomClient) ? sizes(reactDomClient) : undefined;

const total = sum(firstLoad);
const over = total - BUDGET_KB * 1024;
const fileOf = (row) => row.file ?? manifest[row.key].file;
const width = Math.max(
  40,
  ...[...firstLoad, ...homePage, ...contract, ...css].map((row) => fileOf(row).length + 8),
);
const line = (label, raw = '', gzip = '') =>
  `  ${label.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
const chunkLines = (rows) =>
  rows.map((row) =>
    line(row.key === entry ? `${fileOf(row)} (entry)` : fileOf(row), kb(row.raw), kb(row.gzip)),
  );

console.log(
  [
    'Web app, home route (/): first-load JavaScript, the entry and its static imports',
    line('chunk', 'raw', 'gzip'),
    ...chunkLines(firstLoad),
    line('first-load JS total', kb(firstLoad.reduce((t, row) => t + row.raw, 0)), kb(total)),
    line(`budget ${BUDGET_KB} KB`, '', over > 0 ? `over by ${kb(over)}` : `${kb(-over)} under`),
    '',
    'Then, once the entry runs, in parallel:',
    '  the home page chunk (the router loads the route)',
    ...chunkLines(homePage),
    '  the contract (the SDK client reads the first answers with it; zod too, if not above)',
    ...chunkLines(contract),
    line('home route JS, all of the above', '', kb(total + sum(homePage) + sum(contract))),
    '',
    'CSS on first load:',
    ...chunkLines(css),
    '',
    'Anchor, gzipped in this run (the published file as is, not minified by the build):',
    anchor === undefined
      ? `  ${relative(root, reactDomClient)} not found: is react-dom installed?`
      : line(relative(root, reactDomClient), kb(anchor.raw), kb(anchor.gzip)),
  ].join('\n'),
);
