export * from './bequest-client';
export * from './deferred-client';
export * from './read-answer';
export type { CallArguments } from './send-call';
export type { Result } from 'neverthrow';
export * from './staff-client';
export * from './firm-client';
export * from './verify-webhook';
