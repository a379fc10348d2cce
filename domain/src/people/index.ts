export * from './named-person';
