export * from './fiduciary-share-view';
export * from './share-with-fiduciary';
export * from './manage-fiduciary-shares';
export * from './fiduciary-access';
