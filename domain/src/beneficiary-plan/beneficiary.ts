import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';

const text = z.string().nullish().default(null);
const ein = z.string().nullish().default(null);

export const CharitableGiftSchema = z.object({
  customProgram: z.object({ name: z.string(), ein }).nullish().default(null),
  program: z.object({ legalName: z.string(), ein }).nullish().default(null),
  organization: z.object({ legalName: z.string(), displayName: text, ein }).nullish().default(null),
  giftIntent: text,
});
export type CharitableGift = z.output<typeof CharitableGiftSchema>;

export const BENEFICIARY_LEVELS = ['PRIMARY', 'SECONDARY'] as const;

/** A beneficiary of an asset (giving-and-beneficiaries.md 3.3). */
export const NonProbateBeneficiarySchema = z.object({
  randId: text,
  level: z.enum(BENEFICIARY_LEVELS),
  allocationPercent: z.number().min(0).max(100),
  type: text,
  contact: z.object({ name: z.string() }).nullish().default(null),
  charitableGift: CharitableGiftSchema.nullish().default(null),
});
export type NonProbateBeneficiary = z.output<typeof NonProbateBeneficiarySchema>;

/** Secondary beneficiaries are shown as "contingent" (giving 3.3). */
export const BENEFICIARY_LEVEL_LABELS = { PRIMARY: 'primary', SECONDARY: 'contingent' } as const;

/** PRESET_FORFEIT entries are left out of beneficiary lists (giving 3.3). */
export const withoutPresetForfeit = <Beneficiary extends { readonly type?: string | null }>(
  beneficiaries: readonly Beneficiary[],
): Beneficiary[] => beneficiaries.filter((beneficiary) => beneficiary.type !== 'PRESET_FORFEIT');

export interface BeneficiaryWithoutRecipientError {
  readonly code: 'BENEFICIARY.NO_RECIPIENT';
  readonly message: 'Beneficiary must have either a contact or charitable gift';
}

const noRecipient = (): BeneficiaryWithoutRecipientError => ({
  code: 'BENEFICIARY.NO_RECIPIENT',
  message: 'Beneficiary must have either a contact or charitable gift',
});

type Named = Pick<NonProbateBeneficiary, 'contact' | 'charitableGift'>;

const withEin = (name: string, value: string | null | undefined) =>
  value ? `${name} (EIN ${value})` : name;

/**
 * The long display name (giving 3.3): the contact; else the custom program, the program when it
 * has an EIN, or the organization, each as "name (EIN ein)".
 */
export const beneficiaryDisplayName = (
  beneficiary: Named,
): Result<string, BeneficiaryWithoutRecipientError> => {
  if (beneficiary.contact?.name) return ok(beneficiary.contact.name);
  const gift = beneficiary.charitableGift;
  if (gift?.customProgram) return ok(withEin(gift.customProgram.name, gift.customProgram.ein));
  if (gift?.program?.ein) return ok(withEin(gift.program.legalName, gift.program.ein));
  if (gift?.organization) return ok(withEin(gift.organization.legalName, gift.organization.ein));
  return err(noRecipient());
};

/**
 * The short display name (giving 3.3): the custom program's name; or "{program legal name or
 * organization display name} - {gift intent}"; or the program's legal name.
 */
export const beneficiaryShortName = (
  beneficiary: Named,
): Result<string, BeneficiaryWithoutRecipientError> => {
  if (beneficiary.contact?.name) return ok(beneficiary.contact.name);
  const gift = beneficiary.charitableGift;
  if (!gift) return err(noRecipient());
  if (gift.customProgram) return ok(gift.customProgram.name);
  const name =
    gift.program?.legalName ?? gift.organization?.displayName ?? gift.organization?.legalName;
  if (name && gift.giftIntent) return ok(`${name} - ${gift.giftIntent}`);
  if (name) return ok(name);
  return err(noRecipient());
};

/** A line of the beneficiary summary table: "{percentage}% to {beneficiary}" (giving 2.4). */
export const beneficiarySummaryLine = (
  beneficiary: Named & Pick<NonProbateBeneficiary, 'allocationPercent'>,
): Result<string, BeneficiaryWithoutRecipientError> =>
  beneficiaryDisplayName(beneficiary).map((name) => `${beneficiary.allocationPercent}% to ${name}`);
