/**
 * `@bequest/sdk/react`: TanStack Query hooks over the client, one query-key factory
 * (`bequestKeys`), and mutation hooks that invalidate what a change touched.
 *
 * @packageDocumentation
 * @module @bequest/sdk/react
 */
export * from './analytics';
export * from './client-context';
export * from './current-user';
export * from './document-reviews';
export * from './documents';
export * from './experiments';
export * from './gifts';
export * from './mutations';
export * from './nonprofits';
export * from './package-events';
export * from './partners';
export * from './smart-giving';
export * from './query-keys';
export * from './refresh';
export * from './staff-access';
export * from './tenant';
export * from './trust-funding';
export * from './fiduciary-sharing';
export * from './consent-ledger';
