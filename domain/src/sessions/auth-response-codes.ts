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
 * The error route a refused start ends on, by the API's error code (platform-core.md 4.3, 8): an
 * owner under 18; null for any other refusal, which the form itself explains. An address that
 * already has an account is not refused: the start answers as for a new one (issue 20).
 */
export const startErrorRoute = (code: string): string | null =>
  code === 'PROFILE.UNDER_AGE' ? AUTH_ERROR_ROUTES.invalidAge : null;

/** An auth response code 207 marks the user unverified (platform-core.md 4.2). */
export const isVerifiedAfter = (code: AuthResponseCode, wasVerified: boolean): boolean =>
  code === 207 ? false : wasVerified;
