export * from './exempt-organization';
export * from './ein';
