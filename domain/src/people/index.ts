export * from './named-person';
export * from './named-person-form';
