export * from './bequest-client';
