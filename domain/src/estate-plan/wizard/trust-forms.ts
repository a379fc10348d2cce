import { z } from 'zod';
import { SECTION_VALIDATION_MESSAGES } from '../section-validations';
import { AnonymousStartFormSchema, PersonNameFormSchema } from './person-form';
import { fiduciariesFormSchema, requiredChoice } from './will-forms';

/** Whose trust it is: one person's, or a joint trust with the spouse or partner (4.1). */
export const TrustStartFormSchema = z
  .object({
    ownership: requiredChoice(['individual', 'joint']),
    partnerStatus: z.enum(['MARRIED', 'DOMESTIC_PARTNERSHIP']),
    spouse: z.object({ first: z.string(), middle: z.string(), last: z.string() }),
  })
  .superRefine((form, context) => {
    if (form.ownership !== 'joint') return;
    if (!PersonNameFormSchema.safeParse(form.spouse).success)
      context.addIssue({
        code: 'custom',
        path: ['spouse', 'first'],
        message: SECTION_VALIDATION_MESSAGES.spouse,
      });
  });
export type TrustStartForm = z.input<typeof TrustStartFormSchema>;

/** Successor trustees (SUCCESSOR): the first takes over, the others follow in order. */
export const SuccessorTrusteesFormSchema = fiduciariesFormSchema(
  SECTION_VALIDATION_MESSAGES.successorTrustee,
);

/** The start of a will or trust by someone signed out: whose plan it is, and the account. */
export const StartWithoutAccountFormSchema = z.intersection(
  TrustStartFormSchema,
  AnonymousStartFormSchema,
);
