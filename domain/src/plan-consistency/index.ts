export * from './names';
export * from './plan-consistency-finding';
export * from './plan-consistency';
