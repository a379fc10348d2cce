import {
  attorneyConsultState,
  hasAcceptedLatestTerms,
  hasRequestedAttorneyConsult,
  isLoggedIn,
  partnerExistsAndHasAcceptedLatestTerms,
  type CurrentUser,
  type Profile,
  type RepeatWillUserArm,
  type SessionFacts,
} from '@bequest/domain';
import type { AccountRecord } from '../ports/account-repository.port';
import type { StoredProfile } from '../ports/profile-repository.port';

/** A profile with the version its next write must name. */
export type VersionedProfile = Profile & { readonly version: number };

/** The current user of platform-core.md 3, with the derived flags a client reads. */
export interface CurrentUserView extends Omit<
  CurrentUser,
  | 'email'
  | 'selectedActiveProfileId'
  | 'accountOwnerId'
  | 'profiles'
  | 'activeProfile'
  | 'financialFirm'
> {
  readonly email: string;
  readonly selectedActiveProfileId: string;
  readonly accountOwnerId: string;
  readonly profiles: VersionedProfile[];
  readonly activeProfile: VersionedProfile;
  readonly accountVersion: number;
  readonly isJointTrustPlanSelected: boolean;
  readonly repeatWillUserArm: RepeatWillUserArm | null;
  readonly isLoggedIn: boolean;
  readonly isAuthorized: boolean;
  readonly hasAcceptedLatestTerms: boolean;
  readonly partnerExistsAndHasAcceptedLatestTerms: boolean;
}

const versioned = ({ profile, version }: StoredProfile): VersionedProfile => ({
  ...profile,
  version,
});

/** Profiles sorted by name, then birth date (platform-core.md 2.11). */
const byNameThenBirthDate = (a: VersionedProfile, b: VersionedProfile): number => {
  const name = (profile: Profile) =>
    `${profile.fullName.last} ${profile.fullName.first}`.toLowerCase();
  return name(a).localeCompare(name(b)) || (a.birthDate ?? '').localeCompare(b.birthDate ?? '');
};

/** Assembles the current user from the account and its profiles. */
export const currentUserView = (
  account: AccountRecord,
  stored: readonly StoredProfile[],
  activeProfileId: string,
): CurrentUserView | null => {
  const profiles = stored.map(versioned).sort(byNameThenBirthDate);
  const activeProfile = profiles.find((profile) => profile.randId === activeProfileId);
  if (!activeProfile) return null;
  const owner = profiles.find((profile) => profile.randId === account.accountOwnerId);
  const partner = profiles.find((profile) => profile.randId !== account.accountOwnerId) ?? null;
  const partnerOfActive = profiles.find(
    (profile) => profile.randId === activeProfile.maritalPartnerProfileId,
  );
  const session: SessionFacts = {
    isRegistered: account.isRegistered,
    isVerified: account.isEmailConfirmed,
    hasAuthToken: true,
    activeProfileId: activeProfile.randId,
    signInCount: account.signInCount,
    repeatWillUserArm: account.repeatWillUserArm,
  };
  return {
    email: account.email,
    profiles,
    activeProfile,
    selectedActiveProfileId: activeProfile.randId,
    accountOwnerId: account.accountOwnerId,
    accountVersion: account.version,
    isJointTrustPlanSelected: account.isJointTrustPlanSelected,
    repeatWillUserArm: account.repeatWillUserArm,
    isRegistered: session.isRegistered,
    isVerified: session.isVerified,
    isEmailConfirmed: account.isEmailConfirmed,
    hasAuthToken: session.hasAuthToken,
    signInCount: session.signInCount,
    eligibleStateForAttorneyConsult: attorneyConsultState(
      activeProfile.administrativeArea,
      partnerOfActive?.administrativeArea,
    ),
    hasRequestedAttorneyConsult: hasRequestedAttorneyConsult(account.attorneyConsultMetadata),
    attorneyConsultMetadata: account.attorneyConsultMetadata,
    isLoggedIn: isLoggedIn(session),
    isAuthorized: true,
    hasAcceptedLatestTerms: hasAcceptedLatestTerms(owner ?? activeProfile),
    partnerExistsAndHasAcceptedLatestTerms: partnerExistsAndHasAcceptedLatestTerms(partner),
  };
};
