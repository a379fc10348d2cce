import {
  AuthenticateFirmKey,
  CLOCK,
  RATE_LIMITER,
  rateLimited,
  scopeMissing,
  type Clock,
  type FirmCaller,
  type RateLimiter,
} from '@bequest/application';
import { firmScopeOf, type Route } from '@bequest/sdk/contract';
import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { fail } from '../http/error-status';
import { FIRM_RATE_LIMIT, type FirmRateLimit } from './firm-bindings';

const FIRM_ROUTE = 'bequest:firm-route';
const REALM = 'realm="Bequest firm API"';

/** Marks a handler with the firm route it serves, whose scope the guard checks. */
export const FirmRoute = (route: Route) => SetMetadata(FIRM_ROUTE, route);

interface FirmRequest extends Request {
  firm?: FirmCaller;
}

/** The firm whose key the guard let through. */
export const firmOf = (request: Request): FirmCaller => {
  const firm = (request as FirmRequest).firm;
  if (!firm) throw new Error('the firm guard did not run');
  return firm;
};

/** The bearer credential of a request, or null; a cookie is never a firm's credential. */
const bearerOf = (request: Request): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, credential, ...rest] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && credential && rest.length === 0 ? credential : null;
};

/** The limiter counts in fixed windows: a refused key may try again when its window ends. */
const secondsLeftInWindow = (now: Date, windowSeconds: number) =>
  windowSeconds - (Math.floor(now.getTime() / 1000) % windowSeconds);

/**
 * Every firm route (issue 25, ADR 0027): the firm's API key as `Authorization: Bearer`, whose
 * tenant the route serves, whatever the host; no key, or one malformed, unknown or revoked, is
 * 401 with `WWW-Authenticate` (RFC 6750); a key without the route's scope is 403 naming it; and
 * each key has its own rate limit. Neither a person's session nor a staff cookie is a firm's key.
 */
@Injectable()
export class FirmGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateFirmKey,
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(FIRM_RATE_LIMIT) private readonly limit: FirmRateLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FirmRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const route = this.reflector.get<Route | undefined>(FIRM_ROUTE, context.getHandler());
    const scope = route ? firmScopeOf(route) : null;
    if (!scope) throw new Error('a firm route without its scope');
    const presented = bearerOf(request);
    const caller = await this.authenticate.execute(presented);
    if (caller.isErr()) {
      response.setHeader(
        'WWW-Authenticate',
        presented === null ? `Bearer ${REALM}` : `Bearer ${REALM}, error="invalid_token"`,
      );
      return fail(caller.error);
    }
    const now = this.clock.now();
    const allowed = await this.limiter.attempt(
      `firm-api:key:${caller.value.keyId}`,
      this.limit.perKey,
      this.limit.windowSeconds,
      now,
    );
    if (!allowed) fail(rateLimited(secondsLeftInWindow(now, this.limit.windowSeconds)));
    if (!caller.value.scopes.includes(scope)) {
      response.setHeader(
        'WWW-Authenticate',
        `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"`,
      );
      fail(scopeMissing(scope));
    }
    request.firm = caller.value;
    return true;
  }
}
