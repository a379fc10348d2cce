import { z } from 'zod';
import { PersonNameSchema } from '../profiles/person-name';

const text = z.string().trim().max(500).nullish().default(null);

/**
 * Someone a document appoints and the people who rely on it must be able to reach: an agent,
 * physician or monitor (DECISIONS.md "Documents").
 */
export const NamedPersonSchema = z.object({
  fullName: PersonNameSchema,
  relationship: text,
  phone: text,
  email: text,
  address: text,
});
export type NamedPerson = z.output<typeof NamedPersonSchema>;

/** An optional appointment: absent, null or a person. */
export const optionalPerson = NamedPersonSchema.nullish().default(null);
