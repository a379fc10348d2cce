export * from './ahcd';
