export * from './built-in-experiment-assignments';
export * from './read-experiment-arms.use-case';
export * from './log-experiment-exposure.use-case';
export * from './override-experiment-arm.use-case';
