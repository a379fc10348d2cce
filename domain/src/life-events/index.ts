export * from './life-event';
export * from './life-event-consequences';
export * from './life-events-between';
export * from './moved-document-note';
export * from './documents-to-review';
export * from './yearly-review';
