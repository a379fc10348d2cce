const preset = require('../jest.preset.js');

module.exports = preset(__dirname, {
  testEnvironment: '<rootDir>/src/test-setup/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup/dom.ts'],
  // A test that renders the whole app first compiles its lazy pages; beside the other suites on
  // two cores that alone can pass jest's 5 s default.
  testTimeout: 40_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
});
