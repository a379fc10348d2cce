import { termsToAccept, type CurrentUserView, type ProfileView } from '@bequest/sdk/app';

/** The account owner's profile and the second member's, when the household has one. */
export const householdProfiles = (user: Pick<CurrentUserView, 'profiles' | 'accountOwnerId'>) => ({
  owner: user.profiles.find((profile) => profile.randId === user.accountOwnerId),
  partner: user.profiles.find((profile) => profile.randId !== user.accountOwnerId),
});

/** The household holds a joint trust: chosen at get-started, or the owner's trust is joint. */
export const hasJointTrust = (
  user: Pick<CurrentUserView, 'isJointTrustPlanSelected'>,
  owner: Pick<ProfileView, 'rlt'> | undefined,
): boolean => user.isJointTrustPlanSelected || Boolean(owner?.rlt?.isJoint);

/**
 * Whose terms the household still has to accept (platform-core.md 2.14, 4.10): the owner's, and
 * the second member's when the household has one who has not.
 */
export const householdTermsToAccept = (
  user: Pick<
    CurrentUserView,
    | 'profiles'
    | 'accountOwnerId'
    | 'hasAcceptedLatestTerms'
    | 'partnerExistsAndHasAcceptedLatestTerms'
  >,
) =>
  termsToAccept({
    hasAcceptedLatestTerms: user.hasAcceptedLatestTerms,
    partnerExistsAndHasAcceptedLatestTerms: user.partnerExistsAndHasAcceptedLatestTerms,
    hasSecondMember: householdProfiles(user).partner !== undefined,
  });
