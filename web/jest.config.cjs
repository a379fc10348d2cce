const preset = require('../jest.preset.js');

module.exports = preset(__dirname, {
  testEnvironment: '<rootDir>/src/test-setup/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup/dom.ts'],
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
