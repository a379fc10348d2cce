// Proves that the layer check bites: the fixtures put `node:fs` and `@nestjs/common`
// into a domain folder, and the real configuration must reject exactly those two files.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = 'tools/dependency-rules/fixtures';
let output;
try {
  output = execFileSync(
    'npx',
    ['depcruise', fixtures, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
} catch (error) {
  output = error.stdout;
}
const report = JSON.parse(output);
const flagged = report.summary.violations
  .filter((violation) => violation.rule.name === 'domain-is-pure')
  .map((violation) => `${path.basename(violation.from)} -> ${violation.to}`)
  .sort();
const expected = ['impure-file-system.ts -> node:fs', 'impure-framework.ts -> @nestjs/common'];
const matches = expected.every((line, i) => flagged[i]?.startsWith(line.split(' -> ')[0]) && flagged[i].includes(line.split(' -> ')[1].replace('node:', '')));
if (!matches || flagged.length !== expected.length) {
  console.error('dependency rules: expected the domain check to flag', expected, 'but it flagged', flagged);
  process.exit(1);
}
console.log(`dependency rules: the domain check rejects ${flagged.join(' and ')}; pure.ts passes`);
