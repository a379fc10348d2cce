export * from './account.routes';
export * from './api-error';
export * from './contract';
export * from './openapi';
export * from './profile.routes';
export * from './route';
export * from './schemas';
export * from './tenant.routes';
