export * from './list-attorney-consult-requests';
export * from './list-my-attorney-consult-requests';
export * from './list-my-print-mail-requests';
export * from './list-print-mail-requests';
export * from './mark-attorney-consult-request';
export * from './mark-print-mail-request';
export * from './open-attorney-consult-request';
export * from './open-print-mail-request';
