import { isEin } from '../nonprofit-directory/ein';
import type { ExemptOrganization } from '../nonprofit-directory/exempt-organization';
import type { EstatePlan } from './estate-plan';

/**
 * How a will or trust names a charity of the IRS master file (issue 18): its legal name as the IRS
 * records it, its EIN and its address, so the gift cannot be mistaken for another organization's.
 */
export const charityOfRecordName = (
  organization: Pick<ExemptOrganization, 'ein' | 'legalName' | 'address'>,
): string => {
  const { street, city, state, postalCode } = organization.address;
  const place = [street, city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean);
  return `${organization.legalName} (EIN ${organization.ein})${place.length > 0 ? `, of ${place.join(', ')}` : ''}`;
};

/** The EINs the plan's gifts and shares were chosen from the directory by. */
export const charityEinsOf = (plan: EstatePlan): string[] => [
  ...new Set(
    [
      ...plan.residuaryBeneficiaries.map((share) => share.charitableGiftId),
      ...plan.specificGifts.flatMap((gift) =>
        gift.portions.map((portion) => portion.charitableGiftId),
      ),
    ].filter((id): id is string => id !== null && isEin(id)),
  ),
];

/** The plan with each gift and share to a charity of record named as `charityOfRecordName` does. */
export const withCharitiesOfRecord = (
  plan: EstatePlan,
  organizations: readonly ExemptOrganization[],
): EstatePlan => {
  const byEin = new Map(organizations.map((organization) => [organization.ein, organization]));
  const named = <Name extends string | null>(id: string | null, name: Name): string | Name => {
    const organization = id === null ? undefined : byEin.get(id);
    return organization ? charityOfRecordName(organization) : name;
  };
  return {
    ...plan,
    residuaryBeneficiaries: plan.residuaryBeneficiaries.map((share) => ({
      ...share,
      name: named(share.charitableGiftId, share.name),
    })),
    specificGifts: plan.specificGifts.map((gift) => ({
      ...gift,
      portions: gift.portions.map((portion) => ({
        ...portion,
        recipientName: named(portion.charitableGiftId, portion.recipientName),
      })),
    })),
  };
};
