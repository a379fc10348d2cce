// `@bequest/sdk/app`: everything Bequest's own apps use, the whole domain with the client and the
// contract. Not for partner firms: outside the semantic versioning of `@bequest/sdk` (README).
export * from '@bequest/domain';
export * from './index';
