export * from './raise-document-reviews.service';
export * from './list-document-reviews.use-case';
export * from './dismiss-document-review.use-case';
export * from './yearly-review';
