/**
 * Browsers the site warns about (platform-core.md 2.15): Internet Explorer, the legacy
 * (EdgeHTML) Edge and Opera Mini. Today's Edge says "Edg/", not "Edge/".
 */
const UNSUPPORTED = [/MSIE |Trident\//, /Edge\/\d/, /Opera Mini/];

export const isUnsupportedBrowser = (userAgent: string): boolean =>
  UNSUPPORTED.some((pattern) => pattern.test(userAgent));

export const UNSUPPORTED_BROWSER_MESSAGE =
  'Your browser is out of date, and parts of this site may not work. Please use a current browser such as Chrome, Firefox, Safari or Edge.';
