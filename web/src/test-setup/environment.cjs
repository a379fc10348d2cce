// jsdom lacks the fetch classes and TextEncoder that the SDK and react-router use; lend Node's.
// Node's Request takes only its own AbortSignal (a brand check in Node 24's undici: jsdom's
// failed "Expected signal to be an instance of AbortSignal"), so the abort classes are Node's too.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'AbortController',
  'AbortSignal',
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
