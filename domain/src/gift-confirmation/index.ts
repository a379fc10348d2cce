export * from './gift-confirmation';
