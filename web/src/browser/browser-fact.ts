import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Something only the browser knows (a cookie, the frame around the page, the user agent), read
 * while rendering. A prerendered page is rendered, and hydrated, with `withoutBrowser`, as for a
 * browser that has nothing to tell; React then renders again with what the browser says (ADR 0017).
 * `read` must answer the same value (by `Object.is`) until the fact changes.
 */
export const useBrowserFact = <Fact>(read: () => Fact, withoutBrowser: Fact): Fact =>
  useSyncExternalStore(unchanging, read, () => withoutBrowser);

/** Whether the app runs the page: false while a prerendered page is only its HTML (ADR 0017). */
export const useAppRunning = (): boolean => useBrowserFact(() => true, false);
