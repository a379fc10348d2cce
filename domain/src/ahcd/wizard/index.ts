export * from './ahcd-answer-forms';
export * from './ahcd-steps';
export * from './ahcd-signing-steps';
