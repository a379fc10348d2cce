import { CLOCK, RATE_LIMITER, type Clock, type RateLimiter } from '@bequest/application';
import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { rateLimited } from '@bequest/application';
import { fail } from './error-status';
import { tenantOf, type BequestRequest } from './request-context';

export interface RateLimitPolicy {
  readonly name: string;
  /** Attempts per e-mail address named in the body. */
  readonly perEmail: number;
  /** Attempts per client address, higher: a household or an office shares one. */
  readonly perAddress: number;
  readonly windowSeconds: number;
}

const RATE_LIMIT = 'bequest:rate-limit';

/** Limits a route per e-mail address named in the body and per client address. */
export const RateLimit = (name: string, perEmail: number, windowSeconds: number) =>
  SetMetadata(RATE_LIMIT, {
    name,
    perEmail,
    perAddress: perEmail * 5,
    windowSeconds,
  } satisfies RateLimitPolicy);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(
      RATE_LIMIT,
      context.getHandler(),
    );
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<BequestRequest>();
    const tenantId = tenantOf(request).tenantId;
    const body: unknown = request.body;
    const email =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { email?: unknown }).email === 'string'
        ? (body as { email: string }).email.trim().toLowerCase()
        : null;
    const limits: [string, number][] = [
      [`${policy.name}:${tenantId}:ip:${request.ip ?? 'unknown'}`, policy.perAddress],
    ];
    if (email) limits.push([`${policy.name}:${tenantId}:email:${email}`, policy.perEmail]);
    for (const [key, limit] of limits)
      if (!(await this.limiter.attempt(key, limit, policy.windowSeconds, this.clock.now())))
        fail(rateLimited());
    return true;
  }
}
