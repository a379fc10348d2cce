// Integration tests share one database server; each file gets its own empty database.
module.exports = require('../jest.preset.js')(__dirname, {
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 30_000,
});
