export * from './built-in-experiment-assignments';
export * from './read-experiment-arms';
export * from './log-experiment-exposure';
export * from './override-experiment-arm';
