export * from './account-number';
export * from './brokerages';
export * from './gift-parties';
export * from './gift-status';
export * from './stock-gift';
export * from './stock-gift-record';
export * from './stock-valuation';
