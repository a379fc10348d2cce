export * from './fiduciary-share';
