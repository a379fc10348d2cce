// The SDK's API reference (issue 25): TypeDoc's HTML of @bequest/sdk and @bequest/sdk/react, from
// the sources' JSDoc (the resources' comments come from the contract), served by the API at
// /docs/sdk. Usage: node sdk/scripts/build-reference.mjs [out directory, sdk/reference by default]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(sdk, 'reference'));
// typedoc exports no path to its command: it sits beside its main module's folder.
const typedocMain = createRequire(join(sdk, 'package.json')).resolve('typedoc');
const typedoc = join(dirname(typedocMain), '..', 'bin', 'typedoc');
execFileSync(
  process.execPath,
  [typedoc, '--options', join(sdk, 'typedoc.json'), '--out', out, '--logLevel', 'Warn'],
  { cwd: sdk, stdio: 'inherit' },
);

// Each page's one inline script (the saved color theme) would break the API's Content-Security-
// Policy, which allows no inline script it does not know: without it the page shows the theme
// of the reader's system.
const THEME_SCRIPT = /<script>document\.documentElement\.dataset\.theme[^<]*<\/script>/g;
let pages = 0;
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  writeFileSync(file, readFileSync(file, 'utf8').replace(THEME_SCRIPT, ''));
  pages += 1;
}
if (pages === 0) throw new Error(`TypeDoc wrote no page to ${out}`);
console.log(`SDK reference: ${pages} pages in ${out}`);
