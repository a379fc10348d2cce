import { z } from 'zod';
import { WILL_ASSET_KINDS, ESTATE_VALUE_RANGES, FUNERAL_DISPOSITIONS } from '../estate-plan';
import { SECTION_VALIDATION_MESSAGES } from '../section-validations';
import type { SpecificGift } from '../specific-gift';
import type { PlanType } from '../../products/product-type';
import { toIsoBirthDate } from '../../profiles/birth-date';
import { hasPartnerStatus, MARITAL_STATUSES } from '../../profiles/marital-status';
import { isUsStateCode } from '../../reference/us-states';
import { validateBirthDate } from '../../validation/birth-date-rules';
import { YES_NO_REQUIRED } from '../../validation/form-messages';
import { LegalNameFormSchema, PersonNameFormSchema } from './person-form';

export const WILL_FORM_MESSAGES = {
  county: 'Please enter your county',
  child: 'Please add each of your children',
  childBirthDate: 'Please enter their date of birth',
  guardian: 'Please name a guardian for your minor children',
  pet: 'Please add each of your pets',
  petName: 'Please enter your pet’s name',
  careFund: 'Please enter an amount in dollars, such as 500',
  assetTypes: 'Please choose at least one, or “None of these”',
  gift: 'Please describe the gift',
  giftRecipient: 'Please enter who receives it',
  giftPercent: 'Please enter a share greater than 0 and at most 100',
  giftTotal: (total: number) =>
    `The shares of this gift must add up to exactly 100%; they now add up to ${total}%`,
  custodian: 'Please name a custodian',
  executor: SECTION_VALIDATION_MESSAGES.executor,
} as const;

/**
 * A required choice: unanswered (null) until a radio button is picked. Its type is written out:
 * the one inferred indexes a mapped type in a way strict declaration checks refuse (issue 25).
 */
export const requiredChoice = <Values extends readonly [string, ...string[]]>(
  values: Values,
): z.ZodType<Values[number], Values[number] | null> =>
  z
    .enum(values)
    .nullable()
    .transform((answer, context) => {
      if (answer !== null) return answer;
      context.addIssue({ code: 'custom', message: YES_NO_REQUIRED });
      return z.NEVER;
    });

export const yesNo = requiredChoice(['yes', 'no']);

/**
 * A form whose lists matter only after a yes: for any other answer they are read as empty, so
 * entries left behind a "No" are neither checked nor saved.
 */
const listsAfterYes = <Schema extends z.ZodType>(
  question: string,
  lists: readonly string[],
  schema: Schema,
) =>
  z.preprocess((form) => {
    if (typeof form !== 'object' || form === null) return form;
    const answers = form as Record<string, unknown>;
    return answers[question] === 'yes'
      ? answers
      : { ...answers, ...Object.fromEntries(lists.map((list) => [list, []])) };
  }, schema) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>;

/** The birth date text of someone of any age, read as an ISO date. */
const anyAgeBirthDate = (today: Date, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => validateBirthDate(text, today, false) === null, message)
    .transform((text) => toIsoBirthDate(text)!);

/** Basics (BASIC_INFO): the testator's legal name, birth date, state, county and marriage. */
export const willBasicsFormSchema = (today: Date) =>
  z
    .object({
      ...LegalNameFormSchema.shape,
      birthDate: z
        .string()
        .trim()
        .refine(
          (text) => validateBirthDate(text, today) === null,
          'Please enter your date of birth',
        )
        .transform((text) => toIsoBirthDate(text)!),
      administrativeArea: z
        .string()
        .refine((code) => isUsStateCode(code), SECTION_VALIDATION_MESSAGES.state),
      county: z.string().trim().min(1, WILL_FORM_MESSAGES.county).max(100),
      maritalStatus: requiredChoice(MARITAL_STATUSES),
      spouse: z.object({
        first: z.string().trim(),
        middle: z.string().trim(),
        last: z.string().trim(),
      }),
    })
    .superRefine((form, context) => {
      if (!hasPartnerStatus(form.maritalStatus)) return;
      const spouse = PersonNameFormSchema.safeParse(form.spouse);
      if (!spouse.success)
        context.addIssue({
          code: 'custom',
          path: ['spouse', 'first'],
          message: SECTION_VALIDATION_MESSAGES.spouse,
        });
    });
export type WillBasicsForm = z.input<ReturnType<typeof willBasicsFormSchema>>;

/** A child is a minor until their eighteenth birthday. */
export const isMinorOn = (isoBirthDate: string | null, today: Date): boolean => {
  if (!isoBirthDate) return false;
  const [year, month, day] = isoBirthDate.split('-').map(Number) as [number, number, number];
  return new Date(year + 18, month - 1, day) > today;
};

/** Children (CHILDREN): each child, and a guardian when any child is a minor. */
export const childrenFormSchema = (today: Date) =>
  listsAfterYes(
    'hasChildren',
    ['children', 'guardians'],
    z
      .object({
        hasChildren: yesNo,
        children: z.array(
          PersonNameFormSchema.extend({
            birthDate: anyAgeBirthDate(today, WILL_FORM_MESSAGES.childBirthDate),
          }),
        ),
        guardians: z.array(PersonNameFormSchema).max(2),
      })
      .superRefine((form, context) => {
        if (form.hasChildren === 'yes' && form.children.length === 0)
          context.addIssue({
            code: 'custom',
            path: ['children'],
            message: WILL_FORM_MESSAGES.child,
          });
        const hasMinor = form.children.some((child) => isMinorOn(child.birthDate, today));
        if (form.hasChildren === 'yes' && hasMinor && form.guardians.length === 0)
          context.addIssue({
            code: 'custom',
            path: ['guardians'],
            message: WILL_FORM_MESSAGES.guardian,
          });
      }),
  );
export type ChildrenForm = z.input<ReturnType<typeof childrenFormSchema>>;

/** Pets (PETS): each pet, its caretaker and an optional care fund in dollars. */
export const PetsFormSchema = listsAfterYes(
  'hasPets',
  ['pets'],
  z
    .object({
      hasPets: yesNo,
      pets: z.array(
        z.object({
          name: z.string().trim().min(1, WILL_FORM_MESSAGES.petName).max(100),
          caretaker: PersonNameFormSchema,
          careFund: z
            .string()
            .trim()
            .regex(/^(\d+(\.\d{1,2})?)?$/, WILL_FORM_MESSAGES.careFund),
        }),
      ),
    })
    .superRefine((form, context) => {
      if (form.hasPets === 'yes' && form.pets.length === 0)
        context.addIssue({ code: 'custom', path: ['pets'], message: WILL_FORM_MESSAGES.pet });
    }),
);
export type PetsForm = z.input<typeof PetsFormSchema>;

/** The asset list (ASSETS_CHOICE): the kinds of property the person owns. */
export const AssetTypesFormSchema = z
  .object({ assetTypes: z.array(z.enum(WILL_ASSET_KINDS)), none: z.boolean() })
  .refine((form) => form.none || form.assetTypes.length > 0, {
    path: ['assetTypes'],
    message: WILL_FORM_MESSAGES.assetTypes,
  });
export type AssetTypesForm = z.input<typeof AssetTypesFormSchema>;

/** The estate's rough size (ASSETS_TOTAL). */
export const EstateValueFormSchema = z.object({
  estimatedEstateValue: requiredChoice(ESTATE_VALUE_RANGES),
});
export type EstateValueForm = z.input<typeof EstateValueFormSchema>;

/** One recipient of a gift's portion: a person or a charity, by name. */
export const GiftRecipientFormSchema = z
  .object({
    kind: z.enum(['person', 'charity']),
    recipientName: z.string().trim().max(200),
    charitableGiftId: z.string().nullable(),
  })
  .superRefine((recipient, context) => {
    if (recipient.recipientName === '')
      context.addIssue({
        code: 'custom',
        path: ['recipientName'],
        message: WILL_FORM_MESSAGES.giftRecipient,
      });
  });
export type GiftRecipientForm = z.input<typeof GiftRecipientFormSchema>;

const GiftPortionFormSchema = z.intersection(
  GiftRecipientFormSchema,
  z.object({
    percent: z
      .string()
      .trim()
      .refine(
        (text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) <= 100,
        WILL_FORM_MESSAGES.giftPercent,
      ),
  }),
);

/** Specific gifts (PROPERTY): each thing, in portions whose shares add up to exactly 100%. */
export const GiftsFormSchema = z.object({
  gifts: z.array(
    z
      .object({
        propertyId: z.string().min(1).max(100),
        description: z.string().trim().min(1, WILL_FORM_MESSAGES.gift).max(500),
        portions: z.array(GiftPortionFormSchema).min(1, WILL_FORM_MESSAGES.giftRecipient).max(10),
        backupRecipientName: z.string().trim().max(200).default(''),
      })
      .superRefine((gift, context) => {
        const total =
          gift.portions.reduce(
            (sum, portion) => sum + Math.round((Number(portion.percent) || 0) * 100),
            0,
          ) / 100;
        if (gift.portions.length > 0 && total !== 100)
          context.addIssue({
            code: 'custom',
            path: ['total'],
            message: WILL_FORM_MESSAGES.giftTotal(total),
          });
      }),
  ),
});
export type GiftsForm = z.input<typeof GiftsFormSchema>;
export type GiftForm = GiftsForm['gifts'][number];

/** The stored gifts of typed ones; a charity keeps its id, or its name when it has none. */
export const specificGiftsOf = (gifts: readonly GiftForm[]): SpecificGift[] =>
  gifts.map((gift) => ({
    propertyId: gift.propertyId,
    description: gift.description.trim(),
    portions: gift.portions.map((portion) => ({
      recipientName: portion.recipientName.trim(),
      charitableGiftId:
        portion.kind === 'charity'
          ? (portion.charitableGiftId ?? portion.recipientName.trim())
          : null,
      percent: Number(portion.percent),
    })),
    backupRecipientName: gift.backupRecipientName?.trim() || null,
  }));

/** The form's copy of stored gifts. */
export const giftsForm = (gifts: readonly SpecificGift[]): GiftsForm => ({
  gifts: gifts.map((gift) => ({
    propertyId: gift.propertyId,
    description: gift.description,
    portions: gift.portions.map((portion) => ({
      kind: portion.charitableGiftId ? 'charity' : 'person',
      recipientName: portion.recipientName,
      charitableGiftId: portion.charitableGiftId,
      percent: String(portion.percent),
    })),
    backupRecipientName: gift.backupRecipientName ?? '',
  })),
});

/** Custodians (MINOR_CUSTODIANS): whether to name one, then who, in order. */
export const CustodiansFormSchema = listsAfterYes(
  'wantsCustodian',
  ['custodians'],
  z
    .object({ wantsCustodian: yesNo, custodians: z.array(PersonNameFormSchema).max(2) })
    .superRefine((form, context) => {
      if (form.wantsCustodian === 'yes' && form.custodians.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['custodians'],
          message: WILL_FORM_MESSAGES.custodian,
        });
    }),
);
export type CustodiansForm = z.input<typeof CustodiansFormSchema>;

/**
 * The ages at which a trust pays out a young beneficiary's share (issue 18), one choice each;
 * the trust's custodian step asks it, the trust document follows it.
 */
export const BENEFICIARY_TRUST_AGE_VALUES = ['25-30-35', '25-30', '30', '25', '21'] as const;
export type TrustAgesChoice = (typeof BENEFICIARY_TRUST_AGE_VALUES)[number];

export const BENEFICIARY_TRUST_AGE_CHOICES: Readonly<
  Record<TrustAgesChoice, { readonly label: string; readonly ages: readonly number[] }>
> = {
  '25-30-35': { label: 'A third at 25, a third at 30 and the rest at 35', ages: [25, 30, 35] },
  '25-30': { label: 'Half at 25 and the rest at 30', ages: [25, 30] },
  '30': { label: 'All of it at 30', ages: [30] },
  '25': { label: 'All of it at 25', ages: [25] },
  '21': { label: 'All of it at 21', ages: [21] },
};

/** The choice that gives these ages, if one does. */
export const trustAgesChoiceOf = (ages: readonly number[]): TrustAgesChoice | null =>
  BENEFICIARY_TRUST_AGE_VALUES.find(
    (value) => BENEFICIARY_TRUST_AGE_CHOICES[value].ages.join() === ages.join(),
  ) ?? null;

/** The ages a choice gives. */
export const trustAgesOf = (value: TrustAgesChoice): number[] => [
  ...BENEFICIARY_TRUST_AGE_CHOICES[value].ages,
];

const TrustCustodiansFormSchema = z.intersection(
  CustodiansFormSchema,
  z.object({ trustAges: requiredChoice(BENEFICIARY_TRUST_AGE_VALUES) }),
);
export type TrustCustodiansForm = z.input<typeof TrustCustodiansFormSchema>;

/**
 * The custodian step's form for a plan: a trust's also asks when young beneficiaries receive
 * their shares (required); a will's leaves that out.
 */
export const custodiansFormSchemaFor = (
  planType: PlanType,
): z.ZodType<
  z.output<typeof CustodiansFormSchema> & { readonly trustAges?: TrustAgesChoice | null },
  TrustCustodiansForm
> =>
  planType === 'RLT'
    ? TrustCustodiansFormSchema
    : z.intersection(
        CustodiansFormSchema,
        z.object({ trustAges: z.enum(BENEFICIARY_TRUST_AGE_VALUES).nullable() }),
      );

/** Funeral wishes (FUNERAL_WISHES): a disposition and any instructions. */
export const FuneralWishesFormSchema = z.object({
  disposition: requiredChoice(FUNERAL_DISPOSITIONS),
  instructions: z.string().trim().max(2000),
});
export type FuneralWishesForm = z.input<typeof FuneralWishesFormSchema>;

/** People appointed in order, the first serving and up to two backups: executors, trustees. */
export const fiduciariesFormSchema = (missing: string) =>
  z.object({ people: z.array(PersonNameFormSchema).min(1, missing).max(3) });
export type FiduciariesForm = z.input<ReturnType<typeof fiduciariesFormSchema>>;

/** Executors (WILL_EXECUTORS): the first serves, up to two backups follow. */
export const ExecutorsFormSchema = fiduciariesFormSchema(WILL_FORM_MESSAGES.executor);

/** Provisions (PROVISIONS): the no-contest clause. */
export const ProvisionsFormSchema = z.object({ hasNoContestClause: yesNo });
export type ProvisionsForm = z.input<typeof ProvisionsFormSchema>;
