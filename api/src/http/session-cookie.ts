import { COOKIE_NAMES, KNOWN_DEVICE_COOKIE_MS } from '@bequest/domain';
import type { CookieOptions, Request, Response } from 'express';

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** Secure outside local development (DECISIONS.md "Sessions"). */
export const isLocalRequest = (request: Request) =>
  /(^|\.)localhost$|^127\.0\.0\.1$/.test(request.hostname);

/** Every credential cookie: HttpOnly, SameSite=Lax, Secure outside local development. */
const credentialCookie = (request: Request, path: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: !isLocalRequest(request),
  path,
});

/** The token cookie, and beside it the hint the page reads that a session may exist. */
export const setSessionCookie = (request: Request, response: Response, token: string): void => {
  const options = { ...credentialCookie(request, '/'), maxAge: THIRTY_DAYS_MS };
  response.cookie(COOKIE_NAMES.token, token, options);
  response.cookie(COOKIE_NAMES.signedIn, '1', { ...options, httpOnly: false });
};

/**
 * The known-device cookie: signed, so the owner signs in from a browser they used before however
 * many wrong passwords others try (issue 20). Log-out keeps it.
 */
export const setKnownDeviceCookie = (request: Request, response: Response, token: string) => {
  response.cookie(COOKIE_NAMES.knownDevice, token, {
    ...credentialCookie(request, '/v2/auth'),
    maxAge: KNOWN_DEVICE_COOKIE_MS,
  });
};

/** The known-device cookie the request carries, if any. */
export const knownDeviceOf = (request: Request): string | null => {
  const token: unknown = request.cookies?.[COOKIE_NAMES.knownDevice];
  return typeof token === 'string' ? token : null;
};

export const clearSessionCookie = (request: Request, response: Response): void => {
  response.clearCookie(COOKIE_NAMES.token, credentialCookie(request, '/'));
  response.clearCookie(COOKIE_NAMES.signedIn, {
    ...credentialCookie(request, '/'),
    httpOnly: false,
  });
};
