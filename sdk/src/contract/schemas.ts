import {
  AttorneyConsultMetadataSchema,
  ClientProductTypeSchema,
  CountryCodeSchema,
  EstatePlanPackageTypeSchema,
  GenderSchema,
  MailingAddressSchema,
  MaritalStatusSchema,
  PlanTypeSchema,
  ProfileSchema,
  RepeatWillUserArmSchema,
} from '@bequest/domain';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();

/** A name in three parts, as the forms send it. */
export const PersonNameInputSchema = z.object({
  first: text(100),
  middle: text(100).default(''),
  last: text(100),
});

/** The profile fields a person edits (platform-core.md 3, 7); each one optional on update. */
export const ProfileFieldsSchema = z.object({
  fullName: PersonNameInputSchema.optional(),
  preferredName: optionalText(100),
  gender: GenderSchema.nullish(),
  genderDesc: optionalText(200),
  preferredPronouns: optionalText(50),
  birthDate: optionalText(30),
  phone: optionalText(20),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  administrativeArea: optionalText(10),
  postalCode: optionalText(10),
  county: optionalText(100),
  country: CountryCodeSchema.optional(),
  maritalStatus: MaritalStatusSchema.nullish(),
});

const version = z.number().int().positive();

/** A profile as the API answers it, with the version its next write names. */
export const ProfileViewSchema = ProfileSchema.extend({ version });
export type ProfileView = z.output<typeof ProfileViewSchema>;

/** The current user (platform-core.md 3) with its derived flags. */
export const CurrentUserViewSchema = z.object({
  email: z.string(),
  profiles: z.array(ProfileViewSchema),
  activeProfile: ProfileViewSchema,
  selectedActiveProfileId: z.string(),
  accountOwnerId: z.string(),
  accountVersion: version,
  isJointTrustPlanSelected: z.boolean(),
  /** The repeat-will-user experiment arm (platform-core.md 4.2, 9); null: not in the experiment. */
  repeatWillUserArm: RepeatWillUserArmSchema.nullable(),
  isRegistered: z.boolean(),
  isVerified: z.boolean(),
  isEmailConfirmed: z.boolean(),
  hasAuthToken: z.boolean(),
  signInCount: z.number().int(),
  eligibleStateForAttorneyConsult: z.string().nullable(),
  hasRequestedAttorneyConsult: z.boolean(),
  attorneyConsultMetadata: AttorneyConsultMetadataSchema,
  isLoggedIn: z.boolean(),
  isAuthorized: z.boolean(),
  hasAcceptedLatestTerms: z.boolean(),
  partnerExistsAndHasAcceptedLatestTerms: z.boolean(),
});
export type CurrentUserView = z.output<typeof CurrentUserViewSchema>;

/** A signed-in answer: the auth response code (also the HTTP status), the token, the user. */
export const SessionGrantSchema = z.object({
  code: z.union([z.literal(200), z.literal(207), z.literal(208)]),
  token: z.string(),
  user: CurrentUserViewSchema,
});
export type SessionGrant = z.output<typeof SessionGrantSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });

export const LogOutResponseSchema = SuccessSchema.extend({
  /** Single logout: the identity provider's end-session address, to visit next. */
  logoutUrl: z.string().nullable(),
});

/** Where to land after signing in: a path of this site. */
export const StartSingleSignOnBodySchema = z.object({
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'Please give a path of this site')
    .default('/account'),
});

const email = text(254).meta({ examples: ['person@example.org'] });
const password = text(200).meta({ examples: ['correct horse battery staple'] });

export const GetStartedBodySchema = z.object({
  email,
  owner: ProfileFieldsSchema.extend({ fullName: PersonNameInputSchema }),
  secondHouseholdMember: ProfileFieldsSchema.extend({ fullName: PersonNameInputSchema }).optional(),
  isJointTrustPlanSelected: z.boolean().optional(),
  ownerPackageType: EstatePlanPackageTypeSchema.nullish(),
  partnerPackageType: EstatePlanPackageTypeSchema.nullish(),
  clientProductType: ClientProductTypeSchema.nullish(),
  product: PlanTypeSchema.optional(),
  termsAccepted: z.boolean(),
  orgsAllowedToGetContactDetails: z.array(text(100)).max(20).optional(),
});

export const SignUpBodySchema = z.object({
  email,
  password,
  fullName: text(200),
  preferredName: optionalText(100),
  termsAccepted: z.boolean(),
});

export const LogInBodySchema = z.object({ email, password });

/** Log in: a session, or code 208 when the account has no password yet. */
export const LogInResponseSchema = z.union([
  SessionGrantSchema,
  z.object({ code: z.literal(208), message: z.string() }),
]);

export const EmailBodySchema = z.object({ email, redirectPath: optionalText(500) });
export const CodeBodySchema = z.object({ code: text(200).min(1) });
export const NewPasswordBodySchema = z.object({
  password,
  confirmPassword: password,
});
export const ResetPasswordBodySchema = NewPasswordBodySchema.extend({ code: text(200).min(1) });
export const SetPasswordBodySchema = NewPasswordBodySchema.extend({
  currentPassword: password.nullish(),
});
export const SwitchProfileBodySchema = z.object({ profileId: text(100).min(1) });

export const CreateProfileBodySchema = z.object({
  fullName: text(200),
  preferredName: optionalText(100),
  country: CountryCodeSchema.optional(),
  flags: z.record(z.string().max(50), z.boolean()).optional(),
  termsAccepted: z.boolean(),
});

export const UpdateProfileBodySchema = ProfileFieldsSchema.extend({ version });
export const ProfileIdParamsSchema = z.object({ profileId: text(100).min(1) });

export const UpdateHouseholdBodySchema = z.object({
  accountVersion: version,
  accountOwner: ProfileFieldsSchema.extend({
    version,
    estatePlanPackageType: EstatePlanPackageTypeSchema.nullish(),
    clientProductType: ClientProductTypeSchema.nullish(),
  }),
  secondHouseholdMember: ProfileFieldsSchema.extend({
    version: version.optional(),
    estatePlanPackageType: EstatePlanPackageTypeSchema.nullish(),
  }).nullable(),
  isJointTrustPlanSelected: z.boolean(),
});

export const SavePackageTypeBodySchema = z.object({
  version,
  estatePlanPackageType: EstatePlanPackageTypeSchema,
  clientProductType: ClientProductTypeSchema.nullish(),
});

export const AcceptTermsBodySchema = z.object({
  /** The version of the profile that accepts. */
  version,
  /** A profile of the account, such as the household's second member; the active one if absent. */
  profileId: optionalText(100),
  shareInfoWithOrgId: optionalText(100),
});

export const AttorneyConsultBodySchema = z.object({
  answer: z.enum(['requested', 'not_interested']),
  /** The page the banner was on, kept with the logged event (documents.md 7.6). */
  pageRoute: optionalText(500),
});

export const PrintAndMailBodySchema = z.object({
  mailingAddress: MailingAddressSchema,
  confirmed: z.boolean(),
});
