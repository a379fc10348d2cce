/** The text with its own LIKE wildcards (and the escape) matched literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for ILIKE, with the text's own wildcards matched literally. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;

/**
 * The owner's "First Middle Last" from a profile row's data, as SQL: the function the people
 * search's trigram index holds (Migration20261222000000PeopleSearch).
 */
export const PROFILE_NAME_SQL = 'profile_full_name(p.data)';

/** The SQL limit and offset of a 1-based page. */
export const pageLimits = (page: { readonly page: number; readonly perPage: number }) => [
  page.perPage,
  (page.page - 1) * page.perPage,
];
