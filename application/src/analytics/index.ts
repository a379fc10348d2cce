export * from './list-analytics-events';
export * from './record-analytics-event';
export * from './set-analytics-opt-out';
