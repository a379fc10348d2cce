import { STAFF_SESSION_COOKIE } from '@bequest/domain';
import type { CookieOptions, Request, Response } from 'express';
import { isLocalRequest } from '../http/session-cookie';

/** The staff routes: the only path the staff session's cookie is sent to. */
const STAFF_API_PATH = '/v2/staff';

/**
 * The staff session's cookie (ADR 0022): HttpOnly, SameSite=Strict, Secure off localhost, and
 * sent to the staff routes only, so no consumer route ever sees it.
 */
const staffCookie = (request: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: !isLocalRequest(request),
  path: STAFF_API_PATH,
});

export const setStaffCookie = (
  request: Request,
  response: Response,
  secret: string,
  expiresAt: Date,
): void => {
  response.cookie(STAFF_SESSION_COOKIE, secret, { ...staffCookie(request), expires: expiresAt });
};

export const clearStaffCookie = (request: Request, response: Response): void => {
  response.clearCookie(STAFF_SESSION_COOKIE, staffCookie(request));
};

/** The staff session's secret the request carries, if any. */
export const staffSecretOf = (request: Request): string | null => {
  const secret: unknown = request.cookies?.[STAFF_SESSION_COOKIE];
  return typeof secret === 'string' ? secret : null;
};
