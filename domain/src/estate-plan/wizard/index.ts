export * from './person-form';
export * from './residuary-form';
export * from './will-forms';
export * from './will-signing-steps';
export * from './estate-plan-flows';
export * from './trust-forms';
export * from './nominee-sharing';
export * from './deep-linked-step';
