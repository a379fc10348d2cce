export * from './calendar-date';
export * from './qcd-check';
export * from './qcd-eligibility';
export * from './qcd-limits';
export * from './required-minimum-distribution';
