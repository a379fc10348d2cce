import { z } from 'zod';

/**
 * A charity a person may name as a beneficiary; partners are the organizations we work with. An
 * organization of the IRS master file carries its EIN, as "12-3456789".
 */
export const NonprofitSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isPartner: z.boolean(),
  ein: z.string().nullable().default(null),
});
export type Nonprofit = z.output<typeof NonprofitSchema>;

/** Names compared without case or accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** What a typed word may be found in: the name, the place, the EIN with or without its dash. */
const searchedText = (nonprofit: Nonprofit) =>
  folded(
    [nonprofit.name, nonprofit.location, nonprofit.ein, nonprofit.ein?.replace('-', '')].join(' '),
  );

/**
 * The nonprofits whose name, place or EIN contains every typed word, partner organizations first
 * (documents.md "charities as beneficiaries"), then names that start with the text, then by name.
 */
export const rankNonprofits = (
  text: string,
  candidates: readonly Nonprofit[],
  limit: number,
): Nonprofit[] => {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const query = words.join(' ');
  const unique = [...new Map(candidates.map((nonprofit) => [nonprofit.id, nonprofit])).values()];
  return unique
    .filter((nonprofit) => words.every((word) => searchedText(nonprofit).includes(word)))
    .sort(
      (a, b) =>
        Number(b.isPartner) - Number(a.isPartner) ||
        Number(folded(b.name).startsWith(query)) - Number(folded(a.name).startsWith(query)) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
};
