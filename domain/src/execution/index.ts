export * from './will-execution-rules';
