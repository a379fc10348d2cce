// The layer rule of ARCHITECTURE.md, checked in CI by `npm run deps:validate`.
// A workspace package is matched both as its folder (`domain/...`) and as its
// package name (`@bequest/domain`), so the rule holds before and after a build.
const pkg = (name) => `(^|/)(${name}/|@bequest/${name}($|/))`;
const layer = (name) => `(^|/)${name}/src/`;
const npm = (...names) => `(^|/)node_modules/(${names.join('|')})/|^(${names.join('|')})$`;
const notTest = '\\.test\\.tsx?$';
const contracts = `${layer('application')}testing/contracts/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain holds pure rules: it may import zod and neverthrow, nothing else',
      severity: 'error',
      from: { path: layer('domain'), pathNot: notTest },
      to: { pathNot: [layer('domain'), npm('zod', 'neverthrow')] },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'use cases and ports see the domain, neverthrow and inversify only',
      severity: 'error',
      from: { path: layer('application'), pathNot: [notTest, contracts] },
      to: {
        pathNot: [
          layer('application'),
          pkg('domain'),
          npm('zod', 'neverthrow', 'inversify', 'reflect-metadata'),
        ],
      },
    },
    {
      name: 'port-contracts-add-jest-only',
      comment: 'each port’s contract suite is run by jest, against the fake and the adapter alike',
      severity: 'error',
      from: { path: contracts },
      to: { pathNot: [layer('application'), pkg('domain'), npm('@jest/globals')] },
    },
    {
      name: 'adapters-do-not-reach-up',
      comment: 'adapters implement ports; they never import the API, the SDK or the clients',
      severity: 'error',
      from: { path: layer('adapters') },
      to: { path: [pkg('api'), pkg('sdk'), pkg('web'), pkg('admin'), pkg('test')] },
    },
    {
      name: 'api-does-not-import-clients',
      severity: 'error',
      from: { path: layer('api') },
      to: { path: [pkg('web'), pkg('admin'), pkg('test')] },
    },
    {
      name: 'sdk-imports-domain-only',
      comment: 'the SDK is the public surface: its own contract plus the domain rules',
      severity: 'error',
      from: { path: layer('sdk') },
      to: { path: [pkg('application'), pkg('adapters'), pkg('api'), pkg('web'), pkg('admin')] },
    },
    {
      name: 'clients-import-sdk-only',
      comment: 'web and admin reach the product through @bequest/sdk alone',
      severity: 'error',
      from: { path: '(^|/)(web|admin)/src/' },
      to: { path: [pkg('domain'), pkg('application'), pkg('adapters'), pkg('api')] },
    },
    {
      name: 'journeys-use-the-sdk',
      comment:
        'journeys drive the product through the SDK; they may start the API, not reach behind it',
      severity: 'error',
      from: { path: '(^|/)test/' },
      to: { path: [pkg('application'), pkg('adapters'), pkg('domain')] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
