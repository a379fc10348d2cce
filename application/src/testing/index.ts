// The application's testing entry (`@bequest/application/testing`): in-memory ports for use-case
// tests, and each port's contract suite, run against the in-memory ports here and against the
// adapters in @bequest/adapters.
export * from './container';
export * from './contracts';
export * from './in-memory';
export * from './in-memory-analytics';
export * from './in-memory-nonprofit-deliveries';
