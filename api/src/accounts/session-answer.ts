import type { SessionGrant } from '@bequest/application';
import type { Request, Response } from 'express';
import { setSessionCookie } from '../http/session-cookie';

/** A signed-in answer: the token cookie set, the auth response code as the HTTP status. */
export const answerWithSession = (request: Request, response: Response, grant: SessionGrant) => {
  setSessionCookie(request, response, grant.token);
  response.status(grant.code);
  return grant;
};
