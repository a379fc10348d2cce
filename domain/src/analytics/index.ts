export * from './analytics-events';
export * from './analytics-privacy';
export * from './analytics-schemas';
