import { z } from 'zod';

/** A part of a name, absent read as empty; the pipe gives the OpenAPI document its type. */
const namePart = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
  .pipe(z.string());

/** A person's legal name in three parts (platform-core.md 3: fullName {first, middle, last}). */
export const PersonNameSchema = z.object({ first: namePart, middle: namePart, last: namePart });
export type PersonName = z.output<typeof PersonNameSchema>;

/** "First Middle Last" without empty parts (platform-core.md 3: fullNameToString). */
export const fullNameToString = (name: Partial<PersonName>): string =>
  [name.first, name.middle, name.last]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
