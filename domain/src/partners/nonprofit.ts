import { z } from 'zod';

/** A charity a person may name as a beneficiary; partners are the organizations we work with. */
export const NonprofitSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isPartner: z.boolean(),
});
export type Nonprofit = z.output<typeof NonprofitSchema>;

/** Names compared without case or accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The nonprofits whose name contains every typed word, partner organizations first (documents.md
 * "charities as beneficiaries"), then names that start with the text, then by name.
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
    .filter((nonprofit) => words.every((word) => folded(nonprofit.name).includes(word)))
    .sort(
      (a, b) =>
        Number(b.isPartner) - Number(a.isPartner) ||
        Number(folded(b.name).startsWith(query)) - Number(folded(a.name).startsWith(query)) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
};
