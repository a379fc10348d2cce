export * from './print-mail-overdue';
export * from './print-mail-status';
