export * from './dependent-fields';
export * from './dfpoa';
export * from './dfpoa-section';
export * from './state-rules';
export * from './powers';
