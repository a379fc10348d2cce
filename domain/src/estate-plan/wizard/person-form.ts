import { z } from 'zod';
import type { Fiduciary } from '../estate-plan';
import type { PersonName } from '../../profiles/person-name';
import { TERMS_REQUIRED_MESSAGE } from '../../sessions/terms';
import { EMAIL_MESSAGE, isValidEmail } from '../../validation/email';
import {
  isValidFirstName,
  isValidLastName,
  isValidMiddleName,
  NAME_MESSAGES,
} from '../../validation/name-rules';

/** The name messages for someone the person names in a document (platform-core.md 5 rules). */
export const PERSON_NAME_MESSAGES = {
  first: 'Please enter their legal first name',
  middle: 'Please enter their legal middle name',
  last: 'Please enter their legal last name',
} as const;

/** A named person's legal name as typed, checked by the name rules of platform-core.md 5. */
export const PersonNameFormSchema = z.object({
  first: z.string().trim().refine(isValidFirstName, PERSON_NAME_MESSAGES.first),
  middle: z.string().trim().refine(isValidMiddleName, PERSON_NAME_MESSAGES.middle),
  last: z.string().trim().refine(isValidLastName, PERSON_NAME_MESSAGES.last),
});
export type PersonNameForm = z.input<typeof PersonNameFormSchema>;

/** The person's own legal name, in the words of platform-core.md 5. */
export const LegalNameFormSchema = z.object({
  first: z.string().trim().refine(isValidFirstName, NAME_MESSAGES.first),
  middle: z.string().trim().refine(isValidMiddleName, NAME_MESSAGES.middle),
  last: z.string().trim().refine(isValidLastName, NAME_MESSAGES.last),
});
export type LegalNameForm = z.input<typeof LegalNameFormSchema>;

export const EMPTY_NAME: PersonNameForm = { first: '', middle: '', last: '' };

/** The form's copy of a stored name. */
export const nameForm = (name: PersonName | null | undefined): PersonNameForm => ({
  first: name?.first ?? '',
  middle: name?.middle ?? '',
  last: name?.last ?? '',
});

/** A fiduciary (executor, guardian, custodian, caretaker) from a typed name. */
export const fiduciaryOf = (name: PersonName): Fiduciary => ({
  fullName: name,
  relationship: null,
  email: null,
});

/**
 * Starting a will or trust without an account, where the tenant allows it (platform-core.md
 * 4.3): the legal name, the e-mail the account is made for, and the terms.
 */
export const AnonymousStartFormSchema = LegalNameFormSchema.extend({
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
  termsAccepted: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
});
export type AnonymousStartForm = z.input<typeof AnonymousStartFormSchema>;
