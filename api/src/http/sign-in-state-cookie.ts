import type { Request, Response } from 'express';
import { isLocalRequest } from './session-cookie';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Where a sign-in's state cookie lives: its name and the path of the routes that read it. */
export interface SignInStateCookie {
  readonly name: string;
  readonly path: string;
}

/**
 * Binds an OpenID sign-in to the browser that started it (ADR 0008): the authorization URL's state
 * goes to an HttpOnly cookie, so a code cannot be planted in another browser (login CSRF).
 */
export const keepSignInState = (
  cookie: SignInStateCookie,
  request: Request,
  response: Response,
  authorizationUrl: string,
): void => {
  response.cookie(cookie.name, new URL(authorizationUrl).searchParams.get('state'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
    path: cookie.path,
    maxAge: TEN_MINUTES_MS,
  });
};

/** Whether the provider's answer names the state this browser's sign-in started; used once. */
export const startedInThisBrowser = (
  cookie: SignInStateCookie,
  request: Request,
  response: Response,
  callbackQuery: string,
): boolean => {
  const state = new URLSearchParams(callbackQuery).get('state');
  response.clearCookie(cookie.name, { path: cookie.path });
  return state !== null && request.cookies?.[cookie.name] === state;
};
