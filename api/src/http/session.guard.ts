import { AccountSessions } from '@bequest/application';
import { COOKIE_NAMES } from '@bequest/domain';
import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from './api-error';
import { fail } from './error-status';
import { tenantOf, type BequestRequest } from './request-context';

/** Browsers cannot send this header across sites without a CORS preflight, which the API refuses. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'bequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const HAS_EFFECTS = 'bequest:has-effects';
/**
 * A GET that does something (the specification's e-mail paths are GETs): guarded like a write,
 * so another site cannot make a signed-in browser send it.
 */
export const HasEffects = () => SetMetadata(HAS_EFFECTS, true);

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
 * A cookie-authenticated write must carry the CSRF header, so another site cannot make a
 * signed-in browser send it; a bearer token needs no such proof.
 */
export const requireCsrfProof = (request: Request): void => {
  if (!bearerOf(request) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
    throw new ApiError(
      403,
      'AUTH.CSRF',
      `Send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header with cookie-authenticated writes.`,
    );
};

/**
 * Routes of a signed-in person: the token comes as `Authorization: Bearer` (SDK) or as the token
 * cookie (browser); a cookie-authenticated write (or GET with effects) must carry the CSRF header.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: AccountSessions,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<BequestRequest>();
    const bearer = bearerOf(request);
    const cookie: unknown = request.cookies?.[COOKIE_NAMES.token];
    const token = bearer ?? (typeof cookie === 'string' ? cookie : null);
    if (
      !SAFE_METHODS.has(request.method) ||
      this.reflector.get<boolean>(HAS_EFFECTS, context.getHandler())
    )
      requireCsrfProof(request);
    const requester = await this.sessions.requesterOf(tenantOf(request).tenantId, token);
    request.requester = requester.match((value) => value, fail);
    return true;
  }
}
