export * from './stable-hash';
export * from './experiment-definitions';
export * from './assign-experiment-arm';
export * from './attorney-consult-banner-copy';
export * from './trust-offer';
