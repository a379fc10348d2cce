import { AUTH_RESPONSE_CODES } from '@bequest/domain';
import { rateLimited, type UseCaseError } from '../shared/errors';

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? 'a minute' : `${count} minutes`;
};

/** Too many wrong passwords for this e-mail or from this address (issue 20). */
export const signInThrottled = (
  retryAfterSeconds: number,
): UseCaseError<'REQUEST.RATE_LIMITED'> => ({
  ...rateLimited(retryAfterSeconds),
  message: `Too many attempts. Try again in ${minutes(retryAfterSeconds)}, or reset your password to get in now.`,
});

export const INVALID_CREDENTIALS: UseCaseError<'AUTH.INVALID_CREDENTIALS'> = {
  code: 'AUTH.INVALID_CREDENTIALS',
  message: AUTH_RESPONSE_CODES[401],
};

/** Code 208: the account has no password yet; a link to set one was e-mailed. */
export const NO_PASSWORD_SET: UseCaseError<'AUTH.NO_PASSWORD_SET'> = {
  code: 'AUTH.NO_PASSWORD_SET',
  message: AUTH_RESPONSE_CODES[208],
};

/** A tenant with single sign-on has no password routes (platform-core.md 2.6). */
export const SSO_ONLY: UseCaseError<'AUTH.SSO_ONLY'> = {
  code: 'AUTH.SSO_ONLY',
  message: "Please sign in through your firm's sign-in service.",
};

export const ALREADY_REGISTERED: UseCaseError<'AUTH.ALREADY_REGISTERED'> = {
  code: 'AUTH.ALREADY_REGISTERED',
  message: 'This account already has a password. Log in to it instead.',
};

export const INCORRECT_PASSWORD: UseCaseError<'AUTH.INCORRECT_PASSWORD'> = {
  code: 'AUTH.INCORRECT_PASSWORD',
  message: 'incorrect password',
};

export const EXPIRED_LINK: UseCaseError<'AUTH.LINK_EXPIRED'> = {
  code: 'AUTH.LINK_EXPIRED',
  message: 'This link has expired or was already used. Please request a new one.',
};
