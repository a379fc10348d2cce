import type { SessionGrant, UseCaseError } from '@bequest/application';
import type { Request, Response } from 'express';
import type { Result } from 'neverthrow';
import { fail } from '../http/error-status';
import { setKnownDeviceCookie, setSessionCookie } from '../http/session-cookie';

/** The answer to "no password yet", when the use case can fail that way. */
type NoPasswordAnswer<Failure extends UseCaseError> = Failure extends {
  readonly code: 'AUTH.NO_PASSWORD_SET';
}
  ? { code: 208; message: string }
  : never;

/**
 * A signed-in answer: the token cookie set and the auth response code as the HTTP status; a
 * password sign-in's known-device token goes to its cookie, never into the body. Code 208 (no
 * password yet) answers without a session; any other failure answers its error.
 */
export const answerWithSession = <
  Grant extends SessionGrant & { readonly deviceToken?: string },
  Failure extends UseCaseError,
>(
  request: Request,
  response: Response,
  result: Result<Grant, Failure>,
): Omit<Grant, 'deviceToken'> | NoPasswordAnswer<Failure> => {
  if (result.isErr() && result.error.code === 'AUTH.NO_PASSWORD_SET') {
    response.status(208);
    // The failure's code is AUTH.NO_PASSWORD_SET here, so its answer type is this one.
    return { code: 208, message: result.error.message } as NoPasswordAnswer<Failure>;
  }
  const { deviceToken, ...grant } = result.match((value) => value, fail);
  setSessionCookie(request, response, grant.token);
  if (deviceToken) setKnownDeviceCookie(request, response, deviceToken);
  response.status(grant.code);
  return grant;
};
