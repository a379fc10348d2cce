import createCache from '@emotion/cache';

/**
 * MUI's styles, written by emotion into <style> elements, carry the nonce the API put in this
 * page and in its Content-Security-Policy (ADR 0022): no other inline style applies.
 */
export const styleCache = createCache({
  key: 'staff',
  nonce: document.querySelector<HTMLMetaElement>('meta[name="style-nonce"]')?.content ?? '',
  prepend: true,
});
