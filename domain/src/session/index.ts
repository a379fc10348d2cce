export * from './auth-response-codes';
export * from './get-started';
export * from './protected-route';
export * from './session-state';
export * from './terms';
export * from './password-dismissal';
export * from './assign-repeat-will-user-arm';
export * from './email-verified-alert';
