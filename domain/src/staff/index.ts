export * from './staff-actions';
export * from './staff-reason';
export * from './staff-role-schema';
export * from './staff-roles';
export * from './staff-session';
export * from './storage-retention';
