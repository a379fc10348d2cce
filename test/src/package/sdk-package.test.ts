import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** What a firm writes: the client, a rule, from ES modules and from CommonJS. */
const CONSUMERS = {
  'consumer.mts': `import { createBequestClient, isValidEmail } from '@bequest/sdk';
const client = createBequestClient({ baseUrl: 'https://api.example.com' });
console.log('esm', typeof client.getTenant, isValidEmail('ana@example.com'));
`,
  'consumer.cts': `import { createBequestClient, isValidEmail } from '@bequest/sdk';
const client = createBequestClient({ baseUrl: 'https://api.example.com' });
console.log('cjs', typeof client.getTenant, isValidEmail('ana@example.com'));
`,
};

const strict = (module: string, moduleResolution: string) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      skipLibCheck: false,
      module,
      moduleResolution,
      target: 'es2022',
      outDir: 'out',
      types: [],
    },
    files: Object.keys(CONSUMERS),
  });

/**
 * Issue 25: the packed SDK and domain, unpacked into a project with no monorepo around it (their
 * dependencies linked, as an install would fetch them), compile under strict TypeScript with
 * declarations checked, for Node's own resolution and a bundler's, and run from both module
 * formats.
 */
describe('the SDK as a firm installs it', () => {
  const project = mkdtempSync(join(tmpdir(), 'bequest-sdk-consumer-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('packs, compiles strictly and runs from ES modules and CommonJS', () => {
    const scope = join(project, 'node_modules/@bequest');
    mkdirSync(scope, { recursive: true });
    const sizes: string[] = [];
    for (const name of ['sdk', 'domain']) {
      const [tarball] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', project], {
          cwd: join(root, name),
          encoding: 'utf8',
        }),
      ) as { filename: string; size: number; unpackedSize: number }[];
      sizes.push(
        `@bequest/${name}: ${tarball!.size} bytes packed, ${tarball!.unpackedSize} unpacked`,
      );
      mkdirSync(join(scope, name));
      execFileSync('tar', [
        'xzf',
        join(project, tarball!.filename),
        '-C',
        join(scope, name),
        '--strip-components=1',
      ]);
    }
    for (const dependency of ['zod', 'neverthrow'])
      symlinkSync(
        join(root, 'node_modules', dependency),
        join(project, 'node_modules', dependency),
      );
    for (const [file, text] of Object.entries(CONSUMERS)) writeFileSync(join(project, file), text);
    console.log(sizes.join('\n'));

    writeFileSync(join(project, 'tsconfig.bundler.json'), strict('esnext', 'bundler'));
    execFileSync('node', [tsc, '-p', 'tsconfig.bundler.json', '--noEmit'], { cwd: project });
    writeFileSync(join(project, 'tsconfig.json'), strict('nodenext', 'nodenext'));
    execFileSync('node', [tsc, '-p', 'tsconfig.json'], { cwd: project });

    const run = (file: string) =>
      execFileSync('node', [join(project, 'out', file)], { cwd: project, encoding: 'utf8' });
    expect(run('consumer.mjs')).toBe('esm function true\n');
    expect(run('consumer.cjs')).toBe('cjs function true\n');
    expect(readdirSync(join(scope, 'sdk', 'dist')).length).toBeGreaterThan(0);
    expect(statSync(join(scope, 'domain', 'dist', 'index.d.ts')).isFile()).toBe(true);
  });
});
