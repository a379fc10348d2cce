/**
 * Browsers the site warns about (platform-core.md 2.15), by name: Internet Explorer, the legacy
 * (EdgeHTML) Edge and Opera Mini. Today's Edge says "Edg/", not "Edge/".
 */
const UNSUPPORTED: readonly (readonly [RegExp, string])[] = [
  [/MSIE |Trident\//, 'Internet Explorer'],
  [/Edge\/\d/, 'Microsoft Edge Legacy'],
  [/Opera Mini/, 'Opera Mini'],
];

/** The name of the unsupported browser this user agent is, or null for any other. */
export const unsupportedBrowserName = (userAgent: string): string | null =>
  UNSUPPORTED.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The warning, in the specification's words (platform-core.md 8). */
export const unsupportedBrowserMessage = (browserName: string): string =>
  `Consider using a different browser… ${browserName} is known to behave unpredictably`;
