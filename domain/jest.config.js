module.exports = require('../jest.preset.js')(__dirname, {
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/index.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 95, branches: 95, functions: 95 } },
});
