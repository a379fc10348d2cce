export * from './complete-single-sign-on';
export * from './single-sign-on-logout';
export * from './sso-errors';
export * from './sso-settings';
export * from './start-single-sign-on';
