export * from './bequest-client';
export type { Result } from 'neverthrow';
