/**
 * Words that start a person's free text but are not names: where the text continues a sentence
 * of the document ("I give my grandmother's ring"), their capital is dropped. Anything else
 * (a name, "Grandma's ring", "IBM shares") keeps its capital.
 */
const LEADING_WORDS = new Set([
  'a',
  'all',
  'an',
  'any',
  'each',
  'every',
  'her',
  'his',
  'my',
  'one',
  'our',
  'that',
  'the',
  'their',
  'these',
  'this',
  'those',
]);

/** A person's text placed inside a sentence: trimmed, its first letter lower-cased if it is not a name. */
export const inSentence = (text: string): string => {
  const trimmed = text.trim().replace(/[.;,]+$/, '');
  const first = /^\p{L}+/u.exec(trimmed)?.[0] ?? '';
  const shouted = first.length > 1 && first === first.toUpperCase();
  return LEADING_WORDS.has(first.toLowerCase()) && !shouted
    ? first.toLowerCase() + trimmed.slice(first.length)
    : trimmed;
};

/** A person's text as a sentence of its own: trimmed, a capital first letter and a full stop. */
export const asSentence = (text: string): string => {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?)"”’]$/.test(capital) ? capital : `${capital}.`;
};
