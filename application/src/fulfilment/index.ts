export * from './list-my-print-mail-requests';
export * from './list-print-mail-requests';
export * from './mark-print-mail-request';
export * from './open-print-mail-request';
