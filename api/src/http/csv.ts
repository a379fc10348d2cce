/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ defused. */
export const csvField = (value: unknown): string => {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Rows as a CSV file with a header line, CRLF line ends, one column per name given. */
export const csvOf = (
  columns: readonly string[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string =>
  [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvField(row[column])).join(',')),
  ].join('\r\n') + '\r\n';
