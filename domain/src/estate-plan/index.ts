export * from './estate-plan';
export * from './estate-plan-section';
export * from './joint-trust';
export * from './resume-route';
export * from './section-validations';
export * from './sections';
export * from './mirror-will';
export * from './trusts-for-beneficiaries';
