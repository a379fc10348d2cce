import type { UseCaseError } from '@bequest/application';
import { ApiError } from './api-error';
import type { KnownErrorCode } from './known-error-code';

/** The HTTP status of every known error code; the one table the API maps errors with. */
export const ERROR_STATUS = {
  'REQUEST.INVALID': 400,
  'REQUEST.TOO_LARGE': 413,
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': 415,
  'REQUEST.NOT_FOUND': 404,
  'REQUEST.STALE_WRITE': 409,
  'REQUEST.RATE_LIMITED': 429,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.CSRF': 403,
  'AUTH.USER_EXISTS': 409,
  'AUTH.USER_EXISTS_UNVERIFIED': 409,
  'AUTH.ALREADY_REGISTERED': 409,
  'AUTH.START_NOT_ALLOWED': 403,
  'AUTH.SIGNUP_CLOSED': 403,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.INCORRECT_PASSWORD': 422,
  'AUTH.LINK_EXPIRED': 410,
  // The specification's auth code for "no password yet", answered without a session (session-answer.ts).
  'AUTH.NO_PASSWORD_SET': 208,
  'AUTH.SSO_ONLY': 403,
  'SSO.NOT_CONFIGURED': 404,
  'SSO.PROVIDER_UNAVAILABLE': 503,
  'SSO.INVALID_STATE': 401,
  'SSO.CODE_REJECTED': 401,
  'SSO.TOKEN_INVALID': 401,
  'SSO.UNKNOWN_ISSUER': 401,
  'SSO.PROVIDER_ERROR': 401,
  'SSO.EMAIL_IN_USE': 409,
  'STAFF.UNAUTHENTICATED': 401,
  'STAFF.FORBIDDEN': 403,
  'STAFF.NO_ROLE': 403,
  'STAFF.SIGN_IN_UNAVAILABLE': 404,
  'PROFILE.UNDER_AGE': 422,
  'PROFILE.DUPLICATE_NAME': 409,
  'PROFILE.NOT_ALLOWED': 403,
  'PACKAGE.NONE': 409,
  'DOCUMENT.EXISTS': 409,
  'DOCUMENT.DOWNLOAD_DISABLED': 403,
  'DOCUMENT.EMAILS_DISABLED': 403,
  'DOCUMENT.VERIFY_EMAIL': 403,
  'BENEFICIARY_PLAN.OFF': 403,
  'NOMINEE_SHARING.OFF': 403,
  'ATTORNEY_CONSULT.NOT_ELIGIBLE': 403,
  'EXPERIMENT.NOT_ENROLLED': 409,
  'NOMINEE_SHARING.NOT_FINISHED': 409,
  'TRUST_FUNDING.NOT_FINISHED': 409,
  'GIFT.GUESTS_CLOSED': 403,
  'GIFT.NOT_RECEIVING': 422,
  'GIFT.EMAIL_UNCONFIRMED': 403,
  'GIFT.TRANSITION_REFUSED': 409,
  'FULFILMENT.OUT_OF_ORDER': 409,
  'QCD.NOT_QUALIFIED': 422,
  'PACKAGE.INVALID_DETAILS': 422,
  'TENANT.INVALID_HOSTNAME': 404,
  'TENANT.NO_VALID_TENANT': 404,
  'TENANT.UNKNOWN_TENANT_ID': 404,
} as const satisfies Readonly<Record<KnownErrorCode, number>>;

/** Throws a use case's expected error as its HTTP answer. */
export const fail = (error: UseCaseError): never => {
  throw new ApiError(
    ERROR_STATUS[error.code],
    error.code,
    error.message,
    error.fields,
    error.retryAfterSeconds,
  );
};
