import { fullNameToString, type PersonName } from '../profiles/person-name';
import type { EstatePlan, Fiduciary } from './estate-plan';

/**
 * The spouse's mirror will (documents.md 3.1 hasMirror, 7.5): the same plan made by the spouse.
 * Null when the plan has no mirror or no spouse.
 */
export const mirrorWill = (
  plan: EstatePlan,
  owner: PersonName,
): { readonly plan: EstatePlan; readonly testator: PersonName } | null =>
  plan.hasMirror ? fromSpouseSide(plan, owner) : null;

/**
 * The plan as the spouse makes it (a mirror will, the second pour-over will of a joint trust):
 * the owner now the spouse it names, and every gift, share or appointment to the spouse given to
 * the owner instead. Null when the plan has no spouse.
 */
export const fromSpouseSide = (
  plan: EstatePlan,
  owner: PersonName,
): { readonly plan: EstatePlan; readonly testator: PersonName } | null => {
  if (!plan.spouse) return null;
  const spouse = plan.spouse.fullName;
  const spouseName = fullNameToString(spouse);
  const ownerName = fullNameToString(owner);
  const swapName = (name: string | null) => (name === spouseName ? ownerName : name);
  const swapPerson = (fiduciary: Fiduciary): Fiduciary =>
    fullNameToString(fiduciary.fullName) === spouseName
      ? { ...fiduciary, fullName: owner }
      : fiduciary;
  return {
    testator: spouse,
    plan: {
      ...plan,
      spouse: { fullName: owner },
      executors: plan.executors.map(swapPerson),
      guardians: plan.guardians.map(swapPerson),
      custodians: plan.custodians.map(swapPerson),
      successorTrustees: plan.successorTrustees.map(swapPerson),
      residuaryBeneficiaries: plan.residuaryBeneficiaries.map((beneficiary) => ({
        ...beneficiary,
        name: swapName(beneficiary.name),
      })),
      specificGifts: plan.specificGifts.map((gift) => ({
        ...gift,
        backupRecipientName: swapName(gift.backupRecipientName),
        portions: gift.portions.map((portion) => ({
          ...portion,
          recipientName: swapName(portion.recipientName) ?? portion.recipientName,
        })),
      })),
      pets: plan.pets.map((pet) => ({
        ...pet,
        caretaker: pet.caretaker && swapPerson(pet.caretaker),
      })),
    },
  };
};
