export * from './allocation';
export * from './asset';
export * from './asset-form';
export * from './asset-list';
export * from './beneficiary';
export * from './financial-institutions';
export * from './beneficiary-changes';
export * from './asset-summary';
