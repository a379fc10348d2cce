export * from './errors';
export * from './requester';
export * from './all-or-nothing';
export * from './experiment-switches';
