// Journeys start the whole API on PostgreSQL (DATABASE_URL, or an embedded engine) and a real
// SMTP server, then drive it through the SDK alone.
module.exports = require('../jest.preset.js')(__dirname, {
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  maxWorkers: 1,
  // A browser journey walks a whole wizard, checking every step with axe-core, on 2 cores.
  testTimeout: 300_000,
});
