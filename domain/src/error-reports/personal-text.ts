/** An e-mail address anywhere in a text. */
const EMAIL = /[^\s@/?#&=:;,'"()<>[\]]+@[^\s@/?#&=:;,'"()<>[\]]+\.[A-Za-z]{2,}/g;
/** A calendar day (MM/dd/yyyy, M-d-yyyy or yyyy-MM-dd): a birth date could be one. */
const DAY = /\b\d{1,2}[/-]\d{1,2}[/-]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g;
/** Quoted text: what a person typed is usually quoted when a message repeats it. */
const QUOTED = /'[^']*'|"[^"]*"|“[^”]*”|‘[^’]*’/g;
/** Two or more capitalized words in a row, as a person's full name is written. */
const CAPITALIZED_RUN = /\b\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]*)+/gu;
/** A query string or fragment, where links carry codes and addresses. */
const QUERY = /([a-z][\w+.-]*:\/\/[^\s?#]*|\/[^\s?#]*)[?#][^\s]*/gi;

/**
 * A text without what could identify a person (issue 31): e-mail addresses, days, quoted input,
 * runs of capitalized words (a full name) and the query of any link are replaced by a marker. An
 * error report keeps the shape of its message, never the person in it.
 */
export const withoutPersonalText = (text: string): string =>
  text
    .replace(QUERY, '$1?[query]')
    .replace(EMAIL, '[email]')
    .replace(DAY, '[date]')
    .replace(QUOTED, '[text]')
    .replace(CAPITALIZED_RUN, '[name]');
