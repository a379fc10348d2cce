export * from './get-trust-funding';
export * from './trust-funding-view';
export * from './update-funding-step';
export * from './send-funding-reminders';
export * from './set-funding-reminders';
