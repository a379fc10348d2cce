/** Each character of a token in turn replaced by another: every forgery one keystroke away. */
export const tamperedCopies = (token: string): string[] =>
  [...token].map(
    (character, index) =>
      `${token.slice(0, index)}${character === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`,
  );

/** Tokens no issuer made. */
export const UNISSUED_TOKENS = ['', 'device:', 'device:{', 'not a token', '{}', 'a.b', 'a.b.c'];
