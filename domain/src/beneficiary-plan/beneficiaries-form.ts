import { z } from 'zod';
import { isEin } from '../nonprofit-directory/ein';
import { RESIDUARY_FORM_MESSAGES } from '../estate-plan/wizard/residuary-form';
import { checkShare, shareFields } from '../validation/share-form';
import { canSetSecondaries, isTotallyAllocated } from './allocation';
import {
  BENEFICIARY_LEVELS,
  withoutPresetForfeit,
  type CharitableGift,
  type NonProbateBeneficiary,
} from './beneficiary';
import { BENEFICIARY_PLAN_MESSAGES } from './beneficiary-changes';

const ShareSchema = z
  .object({
    /** The saved beneficiary this share shows, kept while its recipient is unchanged. */
    randId: z.string().nullable(),
    ...shareFields(BENEFICIARY_LEVELS),
  })
  .superRefine(checkShare);
export type BeneficiaryShareForm = z.input<typeof ShareSchema>;

const allocationsOf = (shares: readonly BeneficiaryShareForm[]) =>
  shares.map((share) => ({
    allocationPercent: Number(share.percent) || 0,
    isCharitableGift: share.kind === 'charity',
  }));

/**
 * Whether the form offers contingent beneficiaries (giving 4.6): once the primaries typed may
 * have them, and always while it lists some, so none is hidden while it is being refused.
 */
export const offersContingentBeneficiaries = (
  shares: readonly BeneficiaryShareForm[],
  hadSecondaries: boolean,
): boolean =>
  shares.some((share) => share.level === 'SECONDARY') ||
  canSetSecondaries(
    allocationsOf(shares.filter((share) => share.level === 'PRIMARY')),
    hadSecondaries,
  );

/**
 * An asset's beneficiaries as typed (giving 3.3, 4.6, 5.3): at least one primary, each level
 * totalling exactly 100%, and contingent beneficiaries only where the primaries allow them, in
 * the words the API refuses them with. `hadSecondaries`: the asset has contingent ones saved.
 */
export const beneficiariesFormSchema = (hadSecondaries: boolean) =>
  z.object({ shares: z.array(ShareSchema) }).superRefine(({ shares }, context) => {
    const primaries = shares.filter((share) => share.level === 'PRIMARY');
    const secondaries = shares.filter((share) => share.level === 'SECONDARY');
    if (primaries.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['totals', 'PRIMARY'],
        message: RESIDUARY_FORM_MESSAGES.primaries,
      });
      return;
    }
    if (!isTotallyAllocated(allocationsOf(primaries)))
      context.addIssue({
        code: 'custom',
        path: ['totals', 'PRIMARY'],
        message: BENEFICIARY_PLAN_MESSAGES.levelTotal('PRIMARY'),
      });
    if (secondaries.length === 0) return;
    if (!canSetSecondaries(allocationsOf(primaries), hadSecondaries))
      context.addIssue({
        code: 'custom',
        path: ['totals', 'SECONDARY'],
        message: BENEFICIARY_PLAN_MESSAGES.secondariesNotAllowed,
      });
    else if (!isTotallyAllocated(allocationsOf(secondaries)))
      context.addIssue({
        code: 'custom',
        path: ['totals', 'SECONDARY'],
        message: BENEFICIARY_PLAN_MESSAGES.levelTotal('SECONDARY'),
      });
  });
export type BeneficiariesForm = z.input<ReturnType<typeof beneficiariesFormSchema>>;

/** The name a form shows for a saved beneficiary: the person, or the charity without its EIN. */
const recipientName = (beneficiary: NonProbateBeneficiary): string => {
  const gift = beneficiary.charitableGift;
  return (
    beneficiary.contact?.name ??
    gift?.customProgram?.name ??
    gift?.program?.legalName ??
    gift?.organization?.displayName ??
    gift?.organization?.legalName ??
    ''
  );
};

/** The form of an asset's saved beneficiaries, primaries first. */
export const beneficiariesFormOf = (
  beneficiaries: readonly NonProbateBeneficiary[],
): BeneficiariesForm => ({
  shares: BENEFICIARY_LEVELS.flatMap((level) =>
    withoutPresetForfeit(beneficiaries)
      .filter((beneficiary) => beneficiary.level === level)
      .map((beneficiary) => ({
        randId: beneficiary.randId,
        level,
        kind: beneficiary.contact ? ('person' as const) : ('charity' as const),
        name: recipientName(beneficiary),
        charitableGiftId: null,
        percent: String(beneficiary.allocationPercent),
      })),
  ),
});

/**
 * A charity named in the form: an organization the search knows (one of the IRS master file is
 * known by its EIN), or a program as typed.
 */
const charitableGiftOf = (share: BeneficiaryShareForm): CharitableGift => {
  const name = share.name.trim();
  const id = share.charitableGiftId;
  const ein = id !== null && isEin(id) ? id : null;
  return {
    customProgram: id ? null : { name, ein: null },
    program: null,
    organization: id ? { legalName: name, displayName: name, ein } : null,
    giftIntent: null,
  };
};

/**
 * The beneficiaries to save from the form. A share still naming the recipient it was loaded
 * with keeps the saved beneficiary's details (an EIN, a gift intent); any other is new.
 */
export const beneficiariesOf = (
  form: BeneficiariesForm,
  saved: readonly NonProbateBeneficiary[],
): NonProbateBeneficiary[] =>
  form.shares.map((share) => {
    const allocationPercent = Number(share.percent);
    const kept = saved.find(
      (beneficiary) =>
        share.randId !== null &&
        beneficiary.randId === share.randId &&
        (beneficiary.contact ? 'person' : 'charity') === share.kind &&
        recipientName(beneficiary) === share.name.trim(),
    );
    if (kept) return { ...kept, level: share.level, allocationPercent };
    return {
      randId: null,
      level: share.level,
      allocationPercent,
      type: null,
      contact: share.kind === 'person' ? { name: share.name.trim() } : null,
      charitableGift: share.kind === 'charity' ? charitableGiftOf(share) : null,
    };
  });
