export * from './raise-document-reviews.service';
export * from './list-document-reviews.use-case';
export * from './dismiss-document-review.use-case';
export * from './read-yearly-review.use-case';
export * from './answer-yearly-review.use-case';
