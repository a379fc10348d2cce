/** Only a path of this site may be a redirect target: never another origin. */
export const safeRedirect = (value: string | null, fallback = '/account') =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
