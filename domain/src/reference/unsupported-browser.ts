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

/**
 * The same warning as a plain ES5 script, for the page to run where the app's modules never start
 * (Internet Explorer runs no module script): the banner goes first in the page.
 */
export const unsupportedBrowserScript = (): string => {
  const checks = UNSUPPORTED.map(
    ([pattern, name]) => `[${String(pattern)},${JSON.stringify(unsupportedBrowserMessage(name))}]`,
  ).join(',');
  return `(function(){var c=[${checks}];for(var i=0;i<c.length;i++){if(c[i][0].test(navigator.userAgent)){var p=document.createElement('p');p.setAttribute('role','alert');p.className='old-browser';p.appendChild(document.createTextNode(c[i][1]));document.body.insertBefore(p,document.body.firstChild);return;}}})();`;
};
