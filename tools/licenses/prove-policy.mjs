// Proves the license check rejects what it must: run after it in `npm run licenses`, so a check that
// silently passes everything fails the build (as tools/dependency-rules/prove-rules.mjs does).
import { checkLicenses } from './check-licenses.mjs';

const component = (ref, license) => ({
  'bom-ref': ref,
  name: ref.replace(/^@[^/]+\//, '').replace(/@[^@]*$/, ''),
  version: ref.replace(/^.*@/, ''),
  ...(license === null
    ? {}
    : {
        licenses: [license.includes(' ') ? { expression: license } : { license: { id: license } }],
      }),
});
const allowed = ['MIT', 'Apache-2.0'];
const font = { name: 'a-font', license: 'OFL-1.1', versions: null, reason: 'a font' };

/** [what, the SBOM's components, the exceptions, whether the check must pass] */
const cases = [
  ['GPL-3.0-only', [component('copyleft@1.0.0', 'GPL-3.0-only')], [], false],
  ['no license', [component('unlabelled@1.0.0', null)], [], false],
  ['MIT AND GPL', [component('mixed@1.0.0', '(MIT AND GPL-2.0-only)')], [], false],
  [
    'GPL WITH an exception',
    [component('gcc@1.0.0', 'GPL-3.0-only WITH GCC-exception-3.1')],
    [],
    false,
  ],
  ['an unused exception', [component('plain@1.0.0', 'MIT')], [font], false],
  ['an empty SBOM', [], [], false],
  ['MIT OR GPL', [component('dual@1.0.0', '(MIT OR GPL-3.0-only)')], [], true],
  [
    'Apache-2.0 OR (MIT AND GPL)',
    [component('nested@1.0.0', 'Apache-2.0 OR (MIT AND GPL-2.0-only)')],
    [],
    true,
  ],
  ['a scoped package', [component('@scope/tool@2.0.0', 'Apache-2.0')], [], true],
  ['an exception', [component('a-font@5.0.0', 'OFL-1.1')], [font], true],
];

const failures = cases
  .map(([what, components, exceptions, passes]) => {
    const sbom = { metadata: { component: { name: 'bequest' } }, components };
    const { problems } = checkLicenses(sbom, { allowed, exceptions });
    return (problems.length === 0) === passes
      ? null
      : `${what}: ${problems.join('; ') || 'passed'}`;
  })
  .filter((failure) => failure !== null);
if (failures.length > 0) {
  console.error(`license check proof failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `license check: rejects GPL, no license, MIT AND GPL, GPL WITH an exception, an unused exception; accepts MIT OR GPL and a listed exception (${cases.length} cases)`,
);
