import { z } from 'zod';
import { COMMON_AGENT_POWERS, type CommonAgentPower, type Dfpoa } from '../dfpoa';
import { dfpoaStateRule } from '../../execution/dfpoa-execution-rules';
import { requiredChoice, yesNo } from '../../estate-plan/wizard/will-forms';
import {
  appointmentAnswer,
  appointmentForm,
  namedPersonAnswer,
  namedPersonForm,
} from '../../people/named-person-form';
import { dfpoaPowersFor, type DfpoaQuestion, type DfpoaYesNoPath } from './dfpoa-steps';

export const DFPOA_FORM_MESSAGES = {
  amount: 'Please enter the amount',
  name: 'Please enter their full name',
  powers: 'Please choose at least one power for your agent',
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
      return appointmentAnswer.transform((person) => ({ appoint: person !== null, person }));
    case 'yes-no':
      return z.object({ answer: yesNo.transform((answer) => answer === 'yes') });
    case 'powers':
      return z.object({
        powers: z.array(z.enum(COMMON_AGENT_POWERS)).min(1, DFPOA_FORM_MESSAGES.powers),
      });
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
      return appointmentForm(
        dfpoa[question.field],
        dfpoa[question.flag] ? true : dfpoa[question.field] === null ? null : false,
      );
    case 'yes-no':
      return { answer: yesNoOf(readPath(dfpoa, question.path)) };
    case 'powers':
      return {
        powers: COMMON_AGENT_POWERS.filter((power) => dfpoa.commonAgentPowers[power] === true),
      };
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

/**
 * The changes a parsed answer makes to the document; map fields keep their other keys, and the
 * list of powers answers each power the state offers.
 */
export const dfpoaChanges = (
  question: DfpoaQuestion,
  answer: Record<string, unknown>,
  dfpoa: Dfpoa,
  state: string | null,
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
    case 'powers': {
      const granted = new Set(answer.powers as CommonAgentPower[]);
      return {
        commonAgentPowers: {
          ...dfpoa.commonAgentPowers,
          ...Object.fromEntries(
            dfpoaPowersFor(state).map(({ power }) => [power, granted.has(power)]),
          ),
        },
      };
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
