export * from './attorney-consult-overdue';
export * from './attorney-consult-status';
export * from './print-mail-overdue';
export * from './print-mail-status';
export * from './queue-steps';
export * from './strategist-call-status';
export * from './attorney-drafted-plan';
export * from './us-federal-holidays';
