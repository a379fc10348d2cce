export * from './personal-text';
export * from './error-event';
