/** Items as a sentence lists them: "A", "A and B", "A, B and C" (or "or"); empty for none. */
export const listing = (items: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
