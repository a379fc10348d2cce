import { z } from 'zod';
import { nameForm, PersonNameFormSchema } from '../estate-plan/wizard/person-form';
import { yesNo } from '../estate-plan/wizard/will-forms';
import { validateOptionalPhone } from '../validation/phone';
import type { NamedPerson } from './named-person';

const NamedPersonAnswerSchema = z.object({
  first: z.string(),
  middle: z.string(),
  last: z.string(),
  relationship: z.string().trim().max(100),
  phone: z.string().trim().max(20),
});
export type NamedPersonAnswer = z.input<typeof NamedPersonAnswerSchema>;

const isBlank = (person: NamedPersonAnswer) =>
  [person.first, person.middle, person.last, person.relationship, person.phone].every(
    (part) => part.trim() === '',
  );

/** A person's answer: required, or optional and blank, else a valid name and phone. */
export const namedPersonAnswer = (required: boolean) =>
  NamedPersonAnswerSchema.superRefine((person, context) => {
    if (!required && isBlank(person)) return;
    const name = PersonNameFormSchema.safeParse(person);
    if (!name.success)
      for (const issue of name.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    const phone = validateOptionalPhone(person.phone);
    if (phone) context.addIssue({ code: 'custom', path: ['phone'], message: phone });
  }).transform((person): NamedPerson | null =>
    !required && isBlank(person)
      ? null
      : {
          fullName: {
            first: person.first.trim(),
            middle: person.middle.trim(),
            last: person.last.trim(),
          },
          relationship: person.relationship || null,
          phone: person.phone || null,
          email: null,
          address: null,
        },
  );

/** The form's copy of a saved person, blank when there is none. */
export const namedPersonForm = (person: NamedPerson | null): NamedPersonAnswer => ({
  ...nameForm(person?.fullName),
  relationship: person?.relationship ?? '',
  phone: person?.phone ?? '',
});

/**
 * "Yes" and a person, or "No" and none (a co-agent, another doctor): the person when appointed,
 * else null; a name left behind a "No" is neither checked nor saved.
 */
export const appointmentAnswer = z
  .object({ appoint: yesNo, person: z.unknown() })
  .transform(({ appoint, person }, context) => {
    if (appoint === 'no') return null;
    const named = namedPersonAnswer(true).safeParse(person);
    if (named.success) return named.data;
    for (const issue of named.error.issues)
      context.addIssue({ code: 'custom', path: ['person', ...issue.path], message: issue.message });
    return z.NEVER;
  });

/** The form's copy of an appointment; `appointed` is null while the question is unanswered. */
export const appointmentForm = (person: NamedPerson | null, appointed: boolean | null) => ({
  appoint: appointed === null ? null : appointed ? 'yes' : 'no',
  person: namedPersonForm(person),
});
