import { z } from 'zod';
import type { Ahcd } from '../ahcd';
import { requiredChoice, yesNo } from '../../estate-plan/wizard/will-forms';
import {
  appointmentAnswer,
  appointmentForm,
  namedPersonAnswer,
  namedPersonForm,
} from '../../people/named-person-form';
import { validateAddress } from '../../validation/address-rules';
import { validateBirthDate } from '../../validation/birth-date-rules';
import { validateOptionalPhone } from '../../validation/phone';
import { toIsoBirthDate } from '../../profiles/birth-date';
import type { AhcdQuestion } from './ahcd-steps';

export const AHCD_FORM_MESSAGES = {
  name: 'Please enter their full name',
  acknowledgement: 'Please confirm to continue.',
} as const;

/** The schema of one step's answer, by the kind of question it asks. */
export const ahcdAnswerSchema = (
  question: AhcdQuestion,
): z.ZodType<{ answer: unknown }, { answer: unknown }> => {
  switch (question.kind) {
    case 'person':
      return z.object({ answer: namedPersonAnswer(question.required) });
    case 'another-person':
      return z.object({ answer: appointmentAnswer });
    case 'names':
      return z.object({
        answer: z
          .array(z.object({ name: z.string().trim().min(1, AHCD_FORM_MESSAGES.name).max(200) }))
          .transform((names) => names.map((entry) => entry.name)),
      });
    case 'text':
      return z.object({
        answer: z
          .string()
          .trim()
          .max(4000)
          .transform((text) => text || null),
      });
    case 'yes-no':
      return z.object({ answer: yesNo.transform((answer) => answer === 'yes') });
    case 'choice':
      return z.object({
        answer: requiredChoice(
          question.choices.map((choice) => choice.value) as [string, ...string[]],
        ),
      });
    case 'checkboxes':
      return z.object({ answer: z.array(z.string()) });
    case 'acknowledgement':
      return z.object({
        answer: z.boolean().refine((confirmed) => confirmed, AHCD_FORM_MESSAGES.acknowledgement),
      });
    default:
      throw new Error(`${question.kind} is answered on the profile`);
  }
};

/** The form's copy of a step's saved answer. */
export const ahcdAnswerForm = (question: AhcdQuestion, ahcd: Ahcd): { answer: unknown } => {
  switch (question.kind) {
    case 'person': {
      return { answer: namedPersonForm(ahcd[question.field]) };
    }
    case 'another-person': {
      const person = ahcd[question.field];
      const answered = person !== null || ahcd.isPhysicianSectionComplete;
      return { answer: appointmentForm(person, answered ? person !== null : null) };
    }
    case 'names':
      return { answer: ahcd[question.field].map((name) => ({ name })) };
    case 'text':
      return { answer: ahcd[question.field] ?? '' };
    case 'yes-no': {
      const answer = ahcd[question.field];
      return { answer: answer === null ? null : answer ? 'yes' : 'no' };
    }
    case 'choice':
      return { answer: ahcd[question.field] };
    case 'checkboxes':
      return { answer: ahcd[question.field] };
    case 'acknowledgement':
      return { answer: ahcd[question.field] ?? false };
    default:
      return { answer: null };
  }
};

/** The directive's personal details, saved on the profile (documents.md 2.4 /ahcd/personal/2). */
export const ahcdPersonalDetailsSchema = (today: Date) =>
  z
    .object({
      birthDate: z.string().trim(),
      phone: z.string().trim().max(20),
      address1: z.string().trim().max(200),
      city: z.string().trim().max(100),
      administrativeArea: z.string(),
      postalCode: z.string().trim().max(10),
    })
    .superRefine((details, context) => {
      const problems: Record<string, string | null> = {
        birthDate: validateBirthDate(details.birthDate, today),
        phone: validateOptionalPhone(details.phone),
        ...validateAddress({ ...details, country: 'US' }),
      };
      for (const [field, message] of Object.entries(problems))
        if (message) context.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((details) => ({ ...details, birthDate: toIsoBirthDate(details.birthDate)! }));
export type AhcdPersonalDetailsForm = z.input<ReturnType<typeof ahcdPersonalDetailsSchema>>;
