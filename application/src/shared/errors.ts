import type {
  GiftTransitionRefused,
  PrintMailTransitionRefused,
  InvalidPackageDetailsError,
  QcdNotQualified,
  TenantResolutionError,
  UnknownTenantIdError,
} from '@bequest/domain';

/** Every code a use case fails with, the domain's failures it passes on included. */
export type UseCaseErrorCode =
  | 'REQUEST.INVALID'
  | 'REQUEST.NOT_FOUND'
  | 'REQUEST.STALE_WRITE'
  | 'REQUEST.RATE_LIMITED'
  | 'AUTH.UNAUTHENTICATED'
  | 'AUTH.ALREADY_REGISTERED'
  | 'AUTH.START_NOT_ALLOWED'
  | 'AUTH.SIGNUP_CLOSED'
  | 'AUTH.INVALID_CREDENTIALS'
  | 'AUTH.INCORRECT_PASSWORD'
  | 'AUTH.NO_PASSWORD_SET'
  | 'AUTH.LINK_EXPIRED'
  | 'AUTH.SSO_ONLY'
  | 'SSO.NOT_CONFIGURED'
  | 'SSO.PROVIDER_UNAVAILABLE'
  | 'SSO.CODE_REJECTED'
  | 'SSO.TOKEN_INVALID'
  | 'SSO.UNKNOWN_ISSUER'
  | 'SSO.PROVIDER_ERROR'
  | 'SSO.INVALID_STATE'
  | 'SSO.EMAIL_IN_USE'
  | 'STAFF.UNAUTHENTICATED'
  | 'STAFF.FORBIDDEN'
  | 'STAFF.NO_ROLE'
  | 'STAFF.SIGN_IN_UNAVAILABLE'
  | 'PERSON.NOT_APPLICABLE'
  | 'PERSON.MERGE_REFUSED'
  | 'FIRM.UNAUTHENTICATED'
  | 'FIRM.SCOPE_MISSING'
  | 'PROFILE.UNDER_AGE'
  | 'PROFILE.DUPLICATE_NAME'
  | 'PROFILE.NOT_ALLOWED'
  | 'PACKAGE.NONE'
  | InvalidPackageDetailsError['code']
  | 'DOCUMENT.EXISTS'
  | 'DOCUMENT.DOWNLOAD_DISABLED'
  | 'DOCUMENT.EMAILS_DISABLED'
  | 'DOCUMENT.VERIFY_EMAIL'
  | 'DOCUMENT.NOT_FINISHED'
  | 'BENEFICIARY_PLAN.OFF'
  | 'NOMINEE_SHARING.OFF'
  | 'NOMINEE_SHARING.NOT_FINISHED'
  | 'TRUST_FUNDING.NOT_FINISHED'
  | 'FIDUCIARY_SHARE.GONE'
  | 'ATTORNEY_CONSULT.NOT_ELIGIBLE'
  | 'EXPERIMENT.NOT_ENROLLED'
  | 'GIFT.GUESTS_CLOSED'
  | 'GIFT.NOT_RECEIVING'
  | 'GIFT.EMAIL_UNCONFIRMED'
  | 'MAIL.SECRET_NOT_KEPT'
  | GiftTransitionRefused['code']
  | PrintMailTransitionRefused['code']
  | QcdNotQualified['code']
  | TenantResolutionError['code']
  | UnknownTenantIdError['code'];

/** An expected failure of a use case: a stable code, a message for people, the fields at fault. */
export interface UseCaseError<Code extends UseCaseErrorCode = UseCaseErrorCode> {
  readonly code: Code;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
  /** For a refusal that ends: how many seconds until the same request may be made again. */
  readonly retryAfterSeconds?: number;
}

export const notFound = (what: string): UseCaseError<'REQUEST.NOT_FOUND'> => ({
  code: 'REQUEST.NOT_FOUND',
  message: `${what} not found`,
});

export const staleWrite = (): UseCaseError<'REQUEST.STALE_WRITE'> => ({
  code: 'REQUEST.STALE_WRITE',
  message: 'Someone else changed this since you opened it. Reload to see the latest and try again.',
});

export const invalidInput = (
  errors: Readonly<Partial<Record<string, string>>>,
): UseCaseError<'REQUEST.INVALID'> => {
  const fields = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    code: 'REQUEST.INVALID',
    message: Object.values(fields)[0] ?? 'The request is not valid',
    fields,
  };
};

export const rateLimited = (retryAfterSeconds?: number): UseCaseError<'REQUEST.RATE_LIMITED'> => ({
  code: 'REQUEST.RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

export const unauthenticated = (): UseCaseError<'AUTH.UNAUTHENTICATED'> => ({
  code: 'AUTH.UNAUTHENTICATED',
  message: 'Please log in to continue.',
});
