export * from './deed-notes';
export * from './funding-plan';
export * from './funding-status';
export * from './funding-steps';
export * from './trustee-title';
export * from './funding-reminder';
