export * from './exempt-organization';
