// One contract suite per port: what its interface and JSDoc promise, written once and run against
// the in-memory port (application/src/testing/in-memory.contract.test.ts) and the real adapter
// (adapters/src/*.contract.test.ts). A suite takes a `setUp` that answers the port over empty
// storage before each test; times come from fixed-time.ts, never from the real clock. When the
// two disagree, the one that breaks the port's promise is fixed, or the promise is written down.
export * from './account-repository.contract';
export * from './document-repository.contract';
export * from './document-review-flags.contract';
export * from './document-storage.contract';
export * from './fixed-time';
export * from './known-devices.contract';
export * from './mail-outbox.contract';
export * from './nonprofit-directory.contract';
export * from './one-time-links.contract';
export * from './owned-gifts.contract';
export * from './owners';
export * from './product-package-events.contract';
export * from './profile-repository.contract';
export * from './rate-limiter.contract';
export * from './receiving-details.contract';
export * from './sample-gifts';
export * from './session-tokens.contract';
export * from './sign-in-failures.contract';
export * from './sso-transactions.contract';
export * from './stock-gifts.contract';
export * from './tenant-configuration-repository.contract';
export * from './transactions.contract';
export * from './user-events.contract';
export * from './trust-funding-statuses.contract';
export * from './fiduciary-shares.contract';
export * from './analytics-events.contract';
export * from './firm-api-keys.contract';
export * from './nonprofit-deliveries.contract';
