export * from './raise-document-reviews';
export * from './list-document-reviews';
export * from './dismiss-document-review';
export * from './yearly-review';
