export * from './products/product-type';
export * from './products/progress-status';
export * from './profile/marital-status';
export * from './profile/gender';
export * from './packages/estate-plan-package-type';
export * from './reference/us-states';
export * from './reference/canadian-provinces';
