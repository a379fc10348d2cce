import type { UseCaseError } from '@bequest/application';
import { ApiError } from './api-error';

/** The HTTP status of every known error code; the one table the API maps errors with. */
export const ERROR_STATUS: Readonly<Record<string, number>> = {
  'REQUEST.INVALID': 400,
  'REQUEST.NOT_FOUND': 404,
  'REQUEST.STALE_WRITE': 409,
  'REQUEST.RATE_LIMITED': 429,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.CSRF': 403,
  'AUTH.USER_EXISTS': 409,
  'AUTH.START_NOT_ALLOWED': 403,
  'AUTH.SIGNUP_CLOSED': 403,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.INCORRECT_PASSWORD': 422,
  'AUTH.LINK_EXPIRED': 410,
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
  'NOMINEE_SHARING.NOT_FINISHED': 409,
  'PACKAGE.INVALID_DETAILS': 422,
  'TENANT.INVALID_HOSTNAME': 404,
  'TENANT.NO_VALID_TENANT': 404,
  'TENANT.UNKNOWN_TENANT_ID': 404,
};

/** Throws a use case's expected error as its HTTP answer. */
export const fail = (error: UseCaseError): never => {
  throw new ApiError(ERROR_STATUS[error.code] ?? 500, error.code, error.message, error.fields);
};
