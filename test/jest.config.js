// Journeys start the whole API on PostgreSQL (DATABASE_URL, or an embedded engine) and a real
// SMTP server, then drive it through the SDK alone.
module.exports = require('../jest.preset.js')(__dirname, {
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
});
