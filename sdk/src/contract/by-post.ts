import type { Route } from './route';

/**
 * A GET with effects (the specification's e-mail paths) answered by POST as well, for a client
 * that sends what changes something as a write.
 */
export const byPost = <R extends Route>(get: R) => ({
  ...get,
  method: 'POST' as const,
  summary: `${get.summary} (by POST)`,
});
