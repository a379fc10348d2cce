export * from './dependent-fields';
export * from './dfpoa';
export * from './dfpoa-section';
export * from './powers';
