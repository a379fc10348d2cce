import { einOf } from '../nonprofit-directory/ein';
import { fullNameToString, type PersonName } from '../profiles/person-name';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '');

/**
 * How two records name the same person: the first and last words of the name, without accents,
 * punctuation, case or a suffix, so "Jane Q. Doe" on a designation is the will's "Jane Doe". Null
 * for a blank name, which names nobody.
 */
export const personKey = (name: string | PersonName): string | null => {
  const all = words(typeof name === 'string' ? name : fullNameToString(name));
  const kept = all.length > 2 && SUFFIXES.has(all[all.length - 1]!) ? all.slice(0, -1) : all;
  if (kept.length === 0) return null;
  return kept.length === 1 ? kept[0]! : `${kept[0]} ${kept[kept.length - 1]}`;
};

/** How two records name the same charity: its EIN when the id is one, else its whole name. */
export const charityKeys = (name: string | null, id: string | null): string[] =>
  [
    id && einOf(id) ? `ein:${einOf(id)}` : null,
    id && !einOf(id) ? `name:${words(id).join(' ')}` : null,
    name ? `name:${words(name).join(' ')}` : null,
  ].filter((key): key is string => key !== null && key !== 'name:');

/** Whether a designation's named recipient is a trust ("The Jane Doe Revocable Trust"). */
export const namesATrust = (name: string): boolean => words(name).includes('trust');
