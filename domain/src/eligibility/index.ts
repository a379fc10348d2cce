export * from './attorney-consult';
export * from './ca-compliance';
export * from './remote-notary';
export * from './trust-eligibility';
export * from './will-to-trust-offer';
