export * from './complete-single-sign-on.use-case';
export * from './single-sign-on-logout.use-case';
export * from './single-sign-on.errors';
export * from './sso-settings';
export * from './start-single-sign-on.use-case';
