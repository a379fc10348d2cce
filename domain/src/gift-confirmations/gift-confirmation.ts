import { z } from 'zod';
import { einOf } from '../nonprofit-directory/ein';
import { EMAIL_MESSAGE, isValidEmail } from '../validation/email';
import { isValidFirstName, isValidLastName, NAME_MESSAGES } from '../validation/name-rules';

/**
 * Gift confirmation, or "record" (giving-and-beneficiaries.md 1, 2.8, 3.8): a donor tells a
 * nonprofit that it is already in their will or another plan made outside this product (an
 * outside bequest). The specification leaves the form's fields open; these are the ones a
 * planned-giving officer needs to thank the donor and count the gift.
 */

/** Where the gift is written. */
export const GIFT_VEHICLES = {
  WILL_OR_TRUST: 'My will or living trust',
  BENEFICIARY_DESIGNATION: 'A beneficiary designation (retirement account, life insurance)',
  OTHER: 'Another way',
} as const;
export type GiftVehicle = keyof typeof GIFT_VEHICLES;

/** What the gift is. */
export const GIFT_INTENTS = {
  PERCENTAGE: 'A percentage of my estate',
  SPECIFIC_AMOUNT: 'A specific amount',
  RESIDUE: 'All or part of what remains after other gifts',
  UNDISCLOSED: 'I would rather not say',
} as const;
export type GiftIntent = keyof typeof GIFT_INTENTS;

/** How the nonprofit may thank the donor. */
export const RECOGNITION_CHOICES = {
  NAMED: 'You may recognize me by name',
  ANONYMOUS: 'Please keep my gift anonymous',
} as const;
export type Recognition = keyof typeof RECOGNITION_CHOICES;

export const GIFT_CONFIRMATION_MESSAGES = {
  nonprofitName: 'Please enter the name of the nonprofit',
  ein: 'Please enter the EIN as nine digits, for example 12-3456789',
  vehicle: 'Please tell us where your gift is written',
  intent: 'Please tell us what your gift is',
  percentage: 'Please enter a percentage from 1 to 100',
  amount: 'Please enter the amount in whole dollars',
  recognition: 'Please choose how the nonprofit may thank you',
} as const;

const choice = <Keys extends string>(choices: Record<Keys, string>, message: string) =>
  z.enum(Object.keys(choices) as [Keys, ...Keys[]], { error: message });

/** Who is telling, and to which nonprofit: a partner from the page's address, or one named here. */
export const GiftConfirmationBasicsSchema = z.object({
  firstName: z.string().trim().refine(isValidFirstName, NAME_MESSAGES.first),
  lastName: z.string().trim().refine(isValidLastName, NAME_MESSAGES.last),
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
  nonprofit: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('partner'), urlName: z.string().trim().min(1).max(100) }),
    z.object({
      kind: z.literal('named'),
      name: z.string().trim().min(2, GIFT_CONFIRMATION_MESSAGES.nonprofitName).max(200),
      ein: z
        .string()
        .trim()
        .nullable()
        .refine((ein) => !ein || einOf(ein) !== null, GIFT_CONFIRMATION_MESSAGES.ein)
        .transform((ein) => (ein ? einOf(ein) : null)),
    }),
  ]),
});
export type GiftConfirmationBasicsInput = z.input<typeof GiftConfirmationBasicsSchema>;
export type GiftConfirmationBasics = z.output<typeof GiftConfirmationBasicsSchema>;

/** The gift-details step as typed: the amounts as text, read by `giftDetailsSchema`. */
export const GiftDetailsFieldsSchema = z.object({
  vehicle: choice(GIFT_VEHICLES, GIFT_CONFIRMATION_MESSAGES.vehicle),
  intent: choice(GIFT_INTENTS, GIFT_CONFIRMATION_MESSAGES.intent),
  percentage: z.string().trim().max(10).default(''),
  amount: z.string().trim().max(20).default(''),
  recognition: choice(RECOGNITION_CHOICES, GIFT_CONFIRMATION_MESSAGES.recognition),
  shareContactDetails: z.boolean(),
});

/**
 * The gift itself. With conditional gift-intent fields (FW_CONDITIONAL_GIFT_INTENT_FIELDS) the
 * percentage is asked only for a percentage and the amount only for a specific amount, and the
 * one asked is required; without them both are asked and each is optional
 * (giving-and-beneficiaries.md 2.8).
 */
export const giftDetailsSchema = (conditionalIntentFields: boolean) =>
  GiftDetailsFieldsSchema.transform((details, context) => {
    const shown = giftIntentFields(details.intent, conditionalIntentFields);
    const read = <Field extends 'percentage' | 'amount'>(
      field: Field,
      parse: (text: string) => number | undefined,
    ): number | null => {
      if (!shown[field] || (!conditionalIntentFields && details[field] === '')) return null;
      const value = parse(details[field]);
      if (value === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: GIFT_CONFIRMATION_MESSAGES[field],
        });
      return value ?? null;
    };
    return {
      vehicle: details.vehicle,
      intent: details.intent,
      percentage: read('percentage', readPercentage),
      amount: read('amount', readAmount),
      recognition: details.recognition,
      shareContactDetails: details.shareContactDetails,
    };
  });
export type GiftDetailsInput = z.input<ReturnType<typeof giftDetailsSchema>>;
export type GiftDetails = z.output<ReturnType<typeof giftDetailsSchema>>;

/** Which amount fields the gift-details step shows for an intent. */
export const giftIntentFields = (
  intent: GiftIntent | '' | undefined,
  conditionalIntentFields: boolean,
): { readonly percentage: boolean; readonly amount: boolean } =>
  conditionalIntentFields
    ? { percentage: intent === 'PERCENTAGE', amount: intent === 'SPECIFIC_AMOUNT' }
    : { percentage: true, amount: true };

/** A whole percentage from 1 to 100, or undefined. */
const readPercentage = (text: string): number | undefined => {
  const value = Number(text.replace(/%$/, ''));
  return /^\d{1,3}%?$/.test(text) && value >= 1 && value <= 100 ? value : undefined;
};

/** Whole dollars, commas and a leading $ allowed, or undefined. */
const readAmount = (text: string): number | undefined => {
  const digits = text.replace(/^\$/, '').replace(/,/g, '');
  const value = Number(digits);
  return /^\d{1,12}$/.test(digits) && value > 0 ? value : undefined;
};

/** What the server receives: both steps as typed; the details are read with the flag in effect. */
export const GiftConfirmationBodySchema = z.object({
  basics: GiftConfirmationBasicsSchema,
  details: GiftDetailsFieldsSchema,
});
export type GiftConfirmationBody = z.input<typeof GiftConfirmationBodySchema>;

/** A gift confirmation as it is kept. */
export interface GiftConfirmation {
  readonly basics: GiftConfirmationBasics;
  readonly details: GiftDetails;
}

/** The thanks on the final step. */
export const giftConfirmationThanks = (firstName: string, nonprofitName: string) =>
  `Thank you, ${firstName}. ${nonprofitName} now knows about your gift.`;

/** The steps of gift confirmation, in order (giving-and-beneficiaries.md 2.8). */
export const GIFT_CONFIRMATION_STEPS = ['basics', 'gift-details', 'final'] as const;
export type GiftConfirmationStep = (typeof GIFT_CONFIRMATION_STEPS)[number];

export const isGiftConfirmationStep = (
  segment: string | undefined,
): segment is GiftConfirmationStep =>
  (GIFT_CONFIRMATION_STEPS as readonly string[]).includes(segment ?? '');

/** The steps live under "record" with the new gift-confirmation page, else under "recordnew" (2.8). */
export const giftConfirmationBase = (newPage: boolean): 'record' | 'recordnew' =>
  newPage ? 'record' : 'recordnew';

/** A step's path: under the partner of the page, or without one when the donor names the nonprofit. */
export const giftConfirmationPath = (
  base: 'record' | 'recordnew',
  partner: string | null,
  step: GiftConfirmationStep,
): string => `/${base}${partner ? `/${partner}` : ''}/${step}`;
