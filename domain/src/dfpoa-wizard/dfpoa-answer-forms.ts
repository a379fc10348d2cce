import { z } from 'zod';
import type { Dfpoa } from '../dfpoa/dfpoa';
import { dfpoaStateRule } from '../dfpoa/state-rules';
import { requiredChoice, yesNo } from '../estate-plan-wizard/will-forms';
import { namedPersonAnswer, namedPersonForm } from '../people/named-person-form';
import type { DfpoaQuestion, DfpoaYesNoPath } from './dfpoa-steps';

export const DFPOA_FORM_MESSAGES = {
  amount: 'Please enter the amount',
  name: 'Please enter their full name',
} as const;

/** The margins offered: the state's recording margin or more, in inches. */
export const dfpoaMarginChoices = (state: string | null): number[] => {
  const least = dfpoaStateRule(state)?.recordingTopMargin ?? 1;
  return [least, least + 1];
};

/** The schema of one step's answer, by the kind of question it asks. */
export const dfpoaAnswerSchema = (
  question: DfpoaQuestion,
): z.ZodType<Record<string, unknown>, Record<string, unknown>> => {
  switch (question.kind) {
    case 'person':
      return z.object({ person: namedPersonAnswer(true) });
    case 'appointment':
      return z
        .object({ appoint: yesNo, person: z.unknown() })
        .superRefine((form, context) => {
          if (form.appoint !== 'yes') return;
          const person = namedPersonAnswer(true).safeParse(form.person);
          if (!person.success)
            for (const issue of person.error.issues)
              context.addIssue({
                code: 'custom',
                path: ['person', ...issue.path],
                message: issue.message,
              });
        })
        .transform((form) => ({
          appoint: form.appoint === 'yes',
          person: form.appoint === 'yes' ? namedPersonAnswer(true).parse(form.person) : null,
        }));
    case 'yes-no':
      return z.object({ answer: yesNo.transform((answer) => answer === 'yes') });
    case 'choice':
      return z
        .object({
          answer: requiredChoice(
            question.choices.map((choice) => choice.value) as [string, ...string[]],
          ),
          amount: z.string().trim().max(100),
        })
        .superRefine((form, context) => {
          if (question.amount && form.answer === question.amount.when && form.amount === '')
            context.addIssue({
              code: 'custom',
              path: ['amount'],
              message: DFPOA_FORM_MESSAGES.amount,
            });
        });
    case 'names':
      return z.object({
        answer: z
          .array(z.object({ name: z.string().trim().min(1, DFPOA_FORM_MESSAGES.name).max(200) }))
          .transform((names) => names.map((entry) => entry.name)),
      });
    case 'margin':
      return z.object({ answer: z.coerce.number().int().min(1).max(6) });
    default:
      return z.object({});
  }
};

const yesNoOf = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'yes' : 'no';

const readPath = (dfpoa: Dfpoa, path: DfpoaYesNoPath): boolean | null | undefined => {
  const [field, key] = path.split('.') as [keyof Dfpoa, string | undefined];
  const value = dfpoa[field];
  return key
    ? (value as Record<string, boolean | null | undefined>)[key]
    : (value as boolean | null);
};

/** The form's copy of a step's saved answer. */
export const dfpoaAnswerForm = (question: DfpoaQuestion, dfpoa: Dfpoa): Record<string, unknown> => {
  switch (question.kind) {
    case 'person':
      return { person: namedPersonForm(dfpoa[question.field]) };
    case 'appointment':
      return {
        appoint: dfpoa[question.flag] ? 'yes' : dfpoa[question.field] === null ? null : 'no',
        person: namedPersonForm(dfpoa[question.field]),
      };
    case 'yes-no':
      return { answer: yesNoOf(readPath(dfpoa, question.path)) };
    case 'choice':
      return {
        answer: dfpoa[question.field],
        amount: (question.amount && dfpoa[question.amount.field]) ?? '',
      };
    case 'names':
      return { answer: dfpoa[question.field].map((name) => ({ name })) };
    case 'margin':
      return { answer: String(dfpoa.topMarginSize) };
    default:
      return {};
  }
};

/** The changes a parsed answer makes to the document; map fields keep their other keys. */
export const dfpoaChanges = (
  question: DfpoaQuestion,
  answer: Record<string, unknown>,
  dfpoa: Dfpoa,
): Partial<Dfpoa> => {
  switch (question.kind) {
    case 'person':
      return { [question.field]: answer.person };
    case 'appointment':
      return { [question.flag]: answer.appoint, [question.field]: answer.person };
    case 'yes-no': {
      const [field, key] = question.path.split('.') as [keyof Dfpoa, string | undefined];
      return key
        ? { [field]: { ...(dfpoa[field] as object), [key]: answer.answer } }
        : { [field]: answer.answer };
    }
    case 'choice':
      return {
        [question.field]: answer.answer,
        ...(question.amount && {
          [question.amount.field]: answer.answer === question.amount.when ? answer.amount : null,
        }),
      };
    case 'names':
      return { [question.field]: answer.answer as string[] };
    case 'margin':
      return { topMarginSize: answer.answer as number };
    default:
      return {};
  }
};
