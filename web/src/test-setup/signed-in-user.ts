import { ProfileSchema, type ProfileInput, type RepeatWillUserArm } from '@bequest/sdk/app';

/** Tex Rivera's only profile, with whatever records a test gives it. */
export const texProfile = (records: Partial<ProfileInput> = {}) => ({
  ...ProfileSchema.parse({
    randId: 'profile-1',
    accountId: 'account-1',
    tenantId: 'bequest',
    email: 'tex@example.com',
    fullName: { first: 'Tex', middle: '', last: 'Rivera' },
    ...records,
  }),
  version: 1,
});

/** GET /v2/me's answer for Tex: signed in with a password, or got started without one. */
export const texUser = ({
  isRegistered = true,
  isLoggedIn = true,
  isEmailConfirmed = true,
  repeatWillUserArm = null,
  profile = texProfile(),
}: {
  readonly isRegistered?: boolean;
  readonly isLoggedIn?: boolean;
  readonly isEmailConfirmed?: boolean;
  readonly repeatWillUserArm?: RepeatWillUserArm | null;
  readonly profile?: ReturnType<typeof texProfile>;
} = {}) => ({
  email: 'tex@example.com',
  profiles: [profile],
  activeProfile: profile,
  selectedActiveProfileId: profile.randId,
  accountOwnerId: profile.randId,
  accountVersion: 1,
  isJointTrustPlanSelected: false,
  repeatWillUserArm,
  isRegistered,
  isVerified: isEmailConfirmed,
  isEmailConfirmed,
  hasAuthToken: true,
  signInCount: 0,
  eligibleStateForAttorneyConsult: null,
  hasRequestedAttorneyConsult: false,
  attorneyConsultMetadata: {
    attorneyConsultRequestedAt: null,
    attorneyConsultNotInterestedSubmittedAt: null,
  },
  isLoggedIn,
  isAuthorized: true,
  hasAcceptedLatestTerms: true,
  partnerExistsAndHasAcceptedLatestTerms: false,
});
