/** The auth endpoints' response codes and what each means (platform-core.md 8). */
export const AUTH_RESPONSE_CODES = {
  200: 'user is verified and token is valid',
  204: 'operation successful',
  207: 'email exists with a password but is unverified',
  208: 'email exists with no password set',
  400: 'firm cannot be identified',
  401: 'invalid email or password',
  409: 'User exists',
  422: 'incorrect password',
} as const;
export type AuthResponseCode = keyof typeof AUTH_RESPONSE_CODES;

/** 409 reads "User does not exist" where an account was expected, "User exists" where not. */
export const USER_DOES_NOT_EXIST = 'User does not exist';

/** The error routes the auth flows end on (platform-core.md 8). */
export const AUTH_ERROR_ROUTES = {
  accountExists: '/error-account-exists',
  invalidAge: '/error-invalid-age',
  serviceNotAvailable: '/error-service-not-available-for-account',
} as const;

/**
 * The API's answers to a get-started whose e-mail already has an account (platform-core.md 4.3):
 * the account's address is verified, so the person logs in ("userExistsError"), or the account
 * still waits for its address to be verified ("userExists": registration authentication is
 * required).
 */
export const USER_EXISTS_CODES = {
  userExistsError: 'AUTH.USER_EXISTS',
  userExists: 'AUTH.USER_EXISTS_UNVERIFIED',
} as const;

const isUserExistsCode = (code: string): boolean =>
  Object.values<string>(USER_EXISTS_CODES).includes(code);

/**
 * The error route a refused start ends on, by the API's error code (platform-core.md 4.3, 8): an
 * address that already has an account, or an owner under 18; null for any other refusal, which
 * the form itself explains. The household page sends an existing account to log in or to verify
 * its address instead (`afterRefusedHouseholdStart`).
 */
export const startErrorRoute = (code: string): string | null =>
  isUserExistsCode(code)
    ? AUTH_ERROR_ROUTES.accountExists
    : code === 'PROFILE.UNDER_AGE'
      ? AUTH_ERROR_ROUTES.invalidAge
      : null;

/** An auth response code 207 marks the user unverified (platform-core.md 4.2). */
export const isVerifiedAfter = (code: AuthResponseCode, wasVerified: boolean): boolean =>
  code === 207 ? false : wasVerified;
