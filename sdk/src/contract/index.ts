export * from './api-error';
export * from './contract';
export * from './openapi';
export * from './route';
export * from './tenant.routes';
