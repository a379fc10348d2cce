// Integration tests share one database server; each file gets its own empty database.
module.exports = require('../jest.preset.js')(__dirname, {
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  maxWorkers: 1,
  // The PDF renderers run at a lower CPU priority (ADR 0006): while turbo runs the other
  // packages' suites beside this one they wait their turn, and rendering every state takes longer.
  testTimeout: 120_000,
});
