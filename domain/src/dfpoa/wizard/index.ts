export * from './dfpoa-answer-forms';
export * from './dfpoa-steps';
export * from './dfpoa-signing-steps';
export * from './dfpoa-group-paths';
