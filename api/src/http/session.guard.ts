import { AccountSessions } from '@bequest/application';
import { COOKIE_NAMES } from '@bequest/domain';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from './api-error';
import { fail } from './error-status';
import { tenantOf, type BequestRequest } from './request-context';

/** Browsers cannot send this header across sites without a CORS preflight, which the API refuses. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'bequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const bearerOf = (request: Request): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/** The session token of a request: the bearer token, else the token cookie. */
export const tokenOf = (request: Request): string | null => {
  const cookie: unknown = request.cookies?.[COOKIE_NAMES.token];
  return bearerOf(request) ?? (typeof cookie === 'string' ? cookie : null);
};

/**
 * Routes of a signed-in person: the token comes as `Authorization: Bearer` (SDK) or as the token
 * cookie (browser); a cookie-authenticated write must carry the CSRF header.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: AccountSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<BequestRequest>();
    const bearer = bearerOf(request);
    const cookie: unknown = request.cookies?.[COOKIE_NAMES.token];
    const token = bearer ?? (typeof cookie === 'string' ? cookie : null);
    if (
      !bearer &&
      !SAFE_METHODS.has(request.method) &&
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE
    )
      throw new ApiError(
        403,
        'AUTH.CSRF',
        `Send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header with cookie-authenticated writes.`,
      );
    const requester = await this.sessions.requesterOf(tenantOf(request).tenantId, token);
    request.requester = requester.match((value) => value, fail);
    return true;
  }
}
