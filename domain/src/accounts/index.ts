export * from './account-links';
export * from './consumer-banner';
export * from './document-rows';
export * from './home-hero';
export * from './more-actions';
export * from './gift-lists';
