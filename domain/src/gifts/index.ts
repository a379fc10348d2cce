export * from './account-number';
export * from './brokerages';
export * from './gift-fields';
export * from './gift-parties';
export * from './gift-status';
export * from './qcd-gift';
export * from './stock-gift';
export * from './stock-valuation';
