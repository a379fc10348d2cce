// Proves that the layer check bites: the fixtures put `node:fs` and `@nestjs/common`
// into a domain folder, and the real configuration must reject exactly those two imports.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const args = [
  'tools/dependency-rules/fixtures',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'json',
];

// A resolved npm import reads `node_modules/@scope/name/index.js`; report it as its package name.
const packageOf = (target) => target.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? target;

let output;
try {
  output = execFileSync(depcruise, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
} catch (error) {
  output = error.stdout; // depcruise exits non-zero when it finds violations: that is the point
}

const flagged = JSON.parse(output)
  .summary.violations.filter((violation) => violation.rule.name === 'domain-is-pure')
  .map((violation) => `${path.basename(violation.from)} -> ${packageOf(violation.to)}`)
  .sort();
const expected = ['impure-file-system.ts -> fs', 'impure-framework.ts -> @nestjs/common'];

if (JSON.stringify(flagged) !== JSON.stringify(expected)) {
  console.error(
    'dependency rules: expected the domain check to flag',
    expected,
    'but it flagged',
    flagged,
  );
  process.exit(1);
}
console.log(`dependency rules: the domain check rejects ${flagged.join(' and ')}; pure.ts passes`);
