export * from './statute-check';
export * from './will-execution-rules';
export * from './trust-execution-rules';
export * from './ahcd-execution-rules';
export * from './ahcd-execution';
export * from './remote-notarization';
export * from './notary-certificates';
