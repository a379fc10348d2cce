export * from './will-execution-rules';
export * from './ahcd-execution-rules';
