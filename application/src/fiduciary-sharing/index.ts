export * from './fiduciary-share-view';
export * from './share-with-fiduciary.use-case';
export * from './list-fiduciary-shares.use-case';
export * from './revoke-fiduciary-share.use-case';
export * from './fiduciary-access';
export * from './request-fiduciary-code.use-case';
export * from './open-shared-document.use-case';
export * from './fiduciary-sharing.errors';
