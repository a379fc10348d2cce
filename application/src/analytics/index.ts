export * from './export-analytics-events.use-case';
export * from './list-analytics-events.use-case';
export * from './analytics-recorder.service';
export * from './record-analytics-event.use-case';
export * from './read-analytics-opt-out.use-case';
export * from './set-analytics-opt-out.use-case';
