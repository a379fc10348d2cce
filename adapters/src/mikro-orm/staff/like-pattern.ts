/** `%text%` for ILIKE, with the text's own wildcards matched literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The owner's "First Middle Last" from a profile row's data, as SQL. */
export const PROFILE_NAME_SQL = `concat_ws(' ', nullif(p.data->'fullName'->>'first', ''),
  nullif(p.data->'fullName'->>'middle', ''), nullif(p.data->'fullName'->>'last', ''))`;

/** The SQL limit and offset of a 1-based page. */
export const pageLimits = (page: { readonly page: number; readonly perPage: number }) => [
  page.perPage,
  (page.page - 1) * page.perPage,
];
