import type { EstatePlan } from './estate-plan';

/** The answers about a family that a will and a trust of the same person share (issue 21). */
export const SHARED_FAMILY_FIELDS = ['maritalStatus', 'spouse', 'children', 'guardians'] as const;

export type SharedFamily = Pick<EstatePlan, (typeof SHARED_FAMILY_FIELDS)[number]>;

/**
 * What a new will or trust starts with from the person's other plan: the spouse, the children and
 * their guardians, so no one types their family twice. Nothing the other plan left unanswered.
 */
export const sharedFamilyOf = (other: EstatePlan): Partial<SharedFamily> => ({
  ...(other.maritalStatus ? { maritalStatus: other.maritalStatus } : {}),
  ...(other.spouse ? { spouse: other.spouse } : {}),
  ...(other.children.length > 0 ? { children: other.children } : {}),
  ...(other.guardians.length > 0 ? { guardians: other.guardians } : {}),
});
