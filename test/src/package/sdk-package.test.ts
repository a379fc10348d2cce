import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser/browser';
import {
  CONSUMERS,
  expectedLine,
  REACT_CONSUMER,
  strictReactTsconfig,
  strictTsconfig,
} from './firm-project';

const root = resolve(__dirname, '../../..');
const binOf = (name: string, bin: string) => join(root, 'node_modules', name, bin);
const tsc = binOf('typescript', 'bin/tsc');
const publint = binOf('publint', 'src/cli.js');
const attw = binOf('@arethetypeswrong/cli', 'dist/index.js');

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
}

/** `npm pack` of a folder into the project; npm's own account of the tarball. */
const pack = (folder: string, destination: string): Packed => {
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', destination, folder],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ),
  ) as Packed[];
  return packed!;
};

/**
 * Issue 25 (ADR 0021): the SDK as a partner firm installs it. `npm pack` of sdk/, installed into an
 * empty project with no monorepo around it, offline and from an empty npm cache: its runtime
 * dependencies (zod, neverthrow) are packed from the versions the lockfile installed, as the
 * registry would serve them. Then the package is linted, compiled against under strict TypeScript
 * for Node's and a bundler's resolution, run from CommonJS and ES modules, and bundled for and run
 * in a browser.
 */
describe('the SDK as a firm installs it', () => {
  const project = mkdtempSync(join(tmpdir(), 'bequest-firm-'));
  const tarballs = join(project, 'tarballs');
  /** A command's output; when it fails, what it printed (tsc reports on stdout). */
  const run = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { cwd: project, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${[command, ...args].join(' ')} failed:\n${stdout}${stderr}`, {
        cause: error,
      });
    }
  };
  let sdk: Packed;
  let browser: Browser | undefined;

  beforeAll(() => {
    mkdirSync(tarballs);
    sdk = pack(join(root, 'sdk'), tarballs);
    const manifest = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The optional peers a React app adds, with what they depend on, for the /react consumer.
    const reactPeers = [
      'react',
      '@types/react',
      'csstype',
      '@tanstack/react-query',
      '@tanstack/query-core',
    ];
    const dependencies = [...Object.keys(manifest.dependencies), ...reactPeers].map((name) =>
      pack(join(root, 'node_modules', name), tarballs),
    );
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'firm', version: '1.0.0', private: true }),
    );
    const installed = run('npm', [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--cache',
      join(project, 'npm-cache'),
      ...[sdk, ...dependencies].map((tarball) => join(tarballs, tarball.filename)),
    ]);
    console.log(
      [
        `${sdk.filename}: ${sdk.size} bytes packed, ${sdk.unpackedSize} unpacked`,
        `npm install --offline: ${installed.trim()}`,
      ].join('\n'),
    );
    for (const [file, text] of Object.entries({ ...CONSUMERS, ...REACT_CONSUMER }))
      writeFileSync(join(project, file), text);
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(project, { recursive: true, force: true });
  });

  it('passes publint and arethetypeswrong for every entry, format and resolution', () => {
    const tarball = join(tarballs, sdk.filename);
    run(process.execPath, [publint, 'run', tarball, '--strict']);
    const report = run(process.execPath, [
      attw,
      tarball,
      '--no-definitely-typed',
      '--format',
      'ascii',
      '--no-color',
    ]);
    expect(report).toContain('No problems found');
  });

  it("exports the client, the contract and the rules, and none of the site's internals", () => {
    const keys = (entry: string) =>
      JSON.parse(
        run(process.execPath, ['-p', `JSON.stringify(Object.keys(require('${entry}')))`]),
      ) as string[];
    const client = keys('@bequest/sdk');
    const rules = keys('@bequest/sdk/rules');
    expect(client).toEqual(
      expect.arrayContaining([
        'createBequestClient',
        'createFirmClient',
        'FIRM_SCOPES',
        'verifyWebhook',
        'CONTRACT',
        'API_VERSION',
      ]),
    );
    expect(rules).toEqual(
      expect.arrayContaining([
        'productProgress',
        'consumerBanner',
        'resolveHouseholdPackages',
        'isTrustAvailableInState',
        'validateProfile',
        'planConsistencyFindings',
      ]),
    );
    for (const internal of [
      'siteMenus',
      'LOCAL_STORAGE_KEYS',
      'DUPLICATE_WARNING_STORAGE_KEY',
      'TENANT_CONFIGURATIONS',
      'SEEDED_TENANT_IDS',
    ])
      expect([internal, client.includes(internal) || rules.includes(internal)]).toEqual([
        internal,
        false,
      ]);
  });

  it('compiles a strict React app of @bequest/sdk/react for bundler and nodenext resolution', () => {
    for (const [name, module] of [
      ['bundler', 'esnext'],
      ['nodenext', 'nodenext'],
    ] as const) {
      writeFileSync(
        join(project, `tsconfig.react-${name}.json`),
        strictReactTsconfig(module, name),
      );
      run(process.execPath, [tsc, '-p', `tsconfig.react-${name}.json`]);
    }
  });

  it('compiles a strict project for bundler resolution', () => {
    writeFileSync(join(project, 'tsconfig.bundler.json'), strictTsconfig('esnext', 'bundler'));
    run(process.execPath, [tsc, '-p', 'tsconfig.bundler.json', '--noEmit']);
  });

  it('compiles a strict project for nodenext resolution, and runs from ES modules and CommonJS', () => {
    writeFileSync(join(project, 'tsconfig.json'), strictTsconfig('nodenext', 'nodenext'));
    run(process.execPath, [tsc, '-p', 'tsconfig.json']);

    expect(run(process.execPath, [join(project, 'out', 'esm.mjs')])).toBe(
      `${expectedLine('esm')}\n`,
    );
    expect(run(process.execPath, [join(project, 'out', 'cjs.cjs')])).toBe(
      `${expectedLine('cjs')}\n`,
    );
  });

  it('bundles for a browser and runs there', async () => {
    const bundled = await build({
      absWorkingDir: project,
      entryPoints: ['browser.ts'],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const script = bundled.outputFiles[0]!.text;
    console.log(`browser bundle of the client and two rules: ${script.length} bytes minified`);

    browser = await launchChromium();
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    const line = await page.waitForFunction(
      () => (globalThis as { bequestCheck?: string }).bequestCheck,
    );
    expect(await line.jsonValue()).toBe(expectedLine('browser'));
  });
});
