import { z } from 'zod';
import { ISO_DAY } from './signing-record-schema';
import { ahcdExecution } from './ahcd-execution';
import { DFPOA_STATE_RULES } from './dfpoa-execution-rules';
import { US_STATES, type UsStateCode } from '../reference/us-states';
import type { SignedDocumentKind } from './signed-document-kind';
import { TRUST_EXECUTION_RULES } from './trust-execution-rules';
import { WILL_EXECUTION_RULES } from './will-execution-rules';

const isCalendarDay = (day: string) =>
  ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export const SIGNING_MESSAGES = {
  signedOn: 'Enter the date you signed, as MM/DD/YYYY',
  futureDate: 'The date you signed cannot be in the future',
  witness: 'Enter each witness’s full name',
  notary: 'Enter the notary’s full name',
} as const;

const name = z.string().trim().min(2, SIGNING_MESSAGES.witness).max(100);

/** What a person enters to mark a document signed; `today` is the latest day they may give. */
export const markSignedFormSchema = (today: string) =>
  z.object({
    signedOn: z
      .string({ error: SIGNING_MESSAGES.signedOn })
      .refine(isCalendarDay, SIGNING_MESSAGES.signedOn)
      .refine((day) => day <= today, SIGNING_MESSAGES.futureDate),
    witnesses: z.array(name).max(3).default([]),
    notary: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || value.length >= 2, SIGNING_MESSAGES.notary),
  });
export type MarkSignedForm = z.output<ReturnType<typeof markSignedFormSchema>>;

const DOCUMENT_WORDS: Readonly<Record<SignedDocumentKind, string>> = {
  will: 'A will',
  trust: 'A living trust',
  ahcd: 'A healthcare directive',
  dfpoa: 'A power of attorney',
};

/** Who must sign with the person: the witnesses and whether a notary is required. */
export const signingRequirement = (
  kind: SignedDocumentKind,
  state: UsStateCode,
): { readonly witnesses: number; readonly notary: 'required' | 'optional' | 'instead' } => {
  switch (kind) {
    case 'will': {
      const rule = WILL_EXECUTION_RULES[state];
      return {
        witnesses: rule.witnesses.count,
        notary: rule.notaryRequired ? 'required' : 'optional',
      };
    }
    case 'trust':
      // The trust before a notary (its row), and each pour-over will before the will's witnesses.
      return {
        witnesses: Math.max(
          TRUST_EXECUTION_RULES[state].witnesses,
          WILL_EXECUTION_RULES[state].witnesses.count,
        ),
        notary: 'required',
      };
    case 'ahcd': {
      const execution = ahcdExecution(state);
      const notary = {
        witnesses: 'optional',
        notary: 'required',
        'witnesses-or-notary': 'instead',
        'witnesses-and-notary': 'required',
      } as const;
      return {
        witnesses: execution.formality === 'notary' ? 0 : execution.witnesses.count,
        notary: notary[execution.formality],
      };
    }
    case 'dfpoa': {
      const rule = DFPOA_STATE_RULES[state];
      return { witnesses: rule.witnessCount, notary: 'required' };
    }
  }
};

/**
 * What is missing from a signing for the state's rule, by field: too few witnesses, or no
 * notary where one must sign. Empty when the signing meets the rule.
 */
export const signingShortfalls = (
  kind: SignedDocumentKind,
  state: UsStateCode,
  form: Pick<MarkSignedForm, 'witnesses' | 'notary'>,
): Partial<Record<'witnesses' | 'notary', string>> => {
  const { witnesses, notary } = signingRequirement(kind, state);
  const where = `${DOCUMENT_WORDS[kind]} signed in ${US_STATES[state]}`;
  const plural = witnesses === 1 ? '1 witness' : `${witnesses} witnesses`;
  const enough = form.witnesses.length >= witnesses;
  if (notary === 'instead')
    return enough || form.notary
      ? {}
      : { witnesses: `${where} needs ${plural} or a notary: enter their names` };
  return {
    ...(enough ? {} : { witnesses: `${where} needs ${plural}: enter each one’s name` }),
    ...(notary === 'required' && !form.notary
      ? { notary: `${where} is signed before a notary: enter the notary’s name` }
      : {}),
  };
};
