export * from './person-form';
export * from './residuary-form';
export * from './will-forms';
export * from './will-signing-steps';
export * from './will-steps';
