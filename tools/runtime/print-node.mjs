// The first step of `npm test`: says which Node.js runs the checks and tests, and stops at once on
// one older than package.json's engines allow (test/src/runtime/node-runtime.test.ts checks the same
// inside jest, where the suites really run).
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const wanted = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
const engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines)?.[1];
if (!floor) throw new Error(`package.json engines.node should read ">=x.y.z", not "${engines}"`);

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);
const older = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

console.log(
  `Node.js ${process.version} (${process.execPath}); the project's runtime is ${wanted} (.nvmrc), engines ${engines}`,
);
if (older(process.version, floor)) {
  console.error(
    `Node.js ${process.version} is older than ${floor}. npm scripts run node_modules/.bin/node (the "node" devDependency, ${wanted}): run npm install, and check that its install script ran (allowScripts in package.json).`,
  );
  process.exit(1);
}
