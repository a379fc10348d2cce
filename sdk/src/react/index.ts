export * from './client-context';
export * from './current-user';
export * from './documents';
export * from './query-keys';
export * from './refresh';
export * from './tenant';
