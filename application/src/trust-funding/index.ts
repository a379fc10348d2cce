export * from './get-trust-funding.use-case';
export * from './trust-funding-view';
export * from './update-funding-step.use-case';
export * from './send-funding-reminders.use-case';
export * from './set-funding-reminders.use-case';
export * from './trust-funding.errors';
