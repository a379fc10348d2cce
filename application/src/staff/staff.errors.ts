import type { UseCaseError, UseCaseErrorCode } from '../shared/errors';

export type StaffErrorCode = Extract<UseCaseErrorCode, `STAFF.${string}`>;
export type StaffError<Code extends StaffErrorCode = StaffErrorCode> = UseCaseError<Code>;

/** Each way the staff console refuses, in words a staff member can act on. */
export const STAFF_MESSAGES: Readonly<Record<StaffErrorCode, string>> = {
  'STAFF.UNAUTHENTICATED': 'Please sign in to the staff console with your company account.',
  'STAFF.FORBIDDEN': 'Your staff role does not give you access to this.',
  'STAFF.NO_ROLE':
    'Your company account has no staff role, so you cannot sign in to the staff console. Ask an administrator to give you one.',
  'STAFF.SIGN_IN_UNAVAILABLE':
    'Staff sign-in is not set up on this server: it needs STAFF_OIDC_ISSUER and STAFF_OIDC_CLIENT_ID.',
};

export const staffError = <Code extends StaffErrorCode>(code: Code): StaffError<Code> => ({
  code,
  message: STAFF_MESSAGES[code],
});
