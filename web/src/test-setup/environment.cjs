// jsdom lacks the fetch classes and TextEncoder that the SDK and react-router use; lend Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

module.exports = class BrowserEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
};
