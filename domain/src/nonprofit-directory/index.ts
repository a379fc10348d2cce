export * from './exempt-organization';
export * from './ein';
export * from './csv-parts';
