import { COOKIE_NAMES } from '@bequest/domain';
import type { Request, Response } from 'express';

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** Secure outside local development (DECISIONS.md "Sessions"). */
export const isLocalRequest = (request: Request) =>
  /(^|\.)localhost$|^127\.0\.0\.1$/.test(request.hostname);

/** The token cookie: HttpOnly, SameSite=Lax, Secure outside local development. */
export const setSessionCookie = (request: Request, response: Response, token: string): void => {
  response.cookie(COOKIE_NAMES.token, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
    path: '/',
    maxAge: THIRTY_DAYS_MS,
  });
};

export const clearSessionCookie = (request: Request, response: Response): void => {
  response.clearCookie(COOKIE_NAMES.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
    path: '/',
  });
};
