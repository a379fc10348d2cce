export * from './test-database';
