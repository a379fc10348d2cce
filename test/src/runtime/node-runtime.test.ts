/**
 * The project brings its own Node.js (the `node` devDependency, ADR 0020): these tests fail when the
 * suites run on a Node.js older than package.json's engines allow, when npm scripts did not pick the
 * project's runtime, or when the places that name the runtime disagree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const manifest = (file: string) =>
  JSON.parse(read(file)) as {
    engines?: { node?: string };
    private?: boolean;
    devDependencies?: Record<string, string>;
    workspaces?: string[];
  };

const rootPackage = manifest('package.json');
const nvmrc = read('.nvmrc').trim();

type Version = [number, number, number];
const parse = (text: string): Version => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** The floor of an engines range written ">=x.y.z", the only form this project uses. */
const floorOf = (range: string | undefined): Version => {
  const match = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range ?? '');
  if (!match) throw new Error(`engines.node should read ">=x.y.z", not ${range}`);
  return parse(match[1] as string);
};

describe('the Node.js runtime', () => {
  it('runs the tests on a Node.js the engines allow', () => {
    const floor = floorOf(rootPackage.engines?.node);
    const older = compare(parse(process.versions.node), floor) < 0;
    expect(older ? `Node.js ${process.version} is older than ${floor.join('.')}` : 'ok').toBe('ok');
  });

  it('through npm, runs the tests and the scripts they start on the project runtime (.nvmrc)', () => {
    // `npm test`, `npm run …` and `npx` put node_modules/.bin first on PATH; run by hand (e.g. jest
    // under another Node.js) only the engines apply.
    if (process.env.npm_lifecycle_event === undefined) return;
    const binary = join(root, 'node_modules/.bin/node');
    expect(existsSync(binary)).toBe(true); // else the `node` package's install script did not run
    expect(process.version).toBe(`v${nvmrc}`);
    expect(execFileSync('node', ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${nvmrc}`);
  });

  it("is named alike by .nvmrc, the node devDependency, the Dockerfile and every private package's engines", () => {
    expect(rootPackage.devDependencies?.node).toBe(nvmrc);
    expect(compare(parse(nvmrc), floorOf(rootPackage.engines?.node))).toBeGreaterThanOrEqual(0);
    const images = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(images).not.toHaveLength(0);
    for (const image of images)
      expect(image).toMatch(new RegExp(`^node:${nvmrc.replace(/\./g, '\\.')}-`));
    for (const workspace of rootPackage.workspaces ?? []) {
      const { engines, private: unpublished } = manifest(`${workspace}/package.json`);
      if (engines?.node === undefined) continue;
      // A published package (the SDK) names the floor of what it needs itself, never above ours.
      if (unpublished)
        expect([workspace, engines.node]).toEqual([workspace, rootPackage.engines?.node]);
      else
        expect(
          compare(floorOf(engines.node), floorOf(rootPackage.engines?.node)),
        ).toBeLessThanOrEqual(0);
    }
  });
});
