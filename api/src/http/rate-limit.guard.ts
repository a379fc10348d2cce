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
  /** Attempts per e-mail address named in the body; null where that would let anyone lock out its owner. */
  readonly perEmail: number | null;
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

/**
 * Limits a route's request volume per client address alone: for password log-in, whose wrong
 * passwords `SignInThrottle` counts per account and address without locking the owner out.
 */
export const RateLimitPerAddress = (name: string, perAddress: number, windowSeconds: number) =>
  SetMetadata(RATE_LIMIT, {
    name,
    perEmail: null,
    perAddress,
    windowSeconds,
  } satisfies RateLimitPolicy);

/** The longest e-mail address there can be (RFC 5321); nothing longer becomes a key. */
const EMAIL_MAX = 254;

/**
 * The e-mail address the body names, normalized, when it could be one: the guard runs before the
 * route validates its body, and a key is stored, so it takes nothing unbounded (issue 20). A body
 * without a usable address is limited by the client address alone, and refused by validation.
 */
const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return normalized.length > 0 && normalized.length <= EMAIL_MAX && normalized.includes('@')
    ? normalized
    : null;
};

/** The limiter counts in fixed windows: a refused key may try again when its window ends. */
const secondsLeftInWindow = (now: Date, windowSeconds: number) =>
  windowSeconds - (Math.floor(now.getTime() / 1000) % windowSeconds);

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
    const email = emailOf(body);
    const limits: [string, number][] = [
      [`${policy.name}:${tenantId}:ip:${request.ip ?? 'unknown'}`, policy.perAddress],
    ];
    if (email && policy.perEmail !== null)
      limits.push([`${policy.name}:${tenantId}:email:${email}`, policy.perEmail]);
    const now = this.clock.now();
    for (const [key, limit] of limits)
      if (!(await this.limiter.attempt(key, limit, policy.windowSeconds, now)))
        fail(rateLimited(secondsLeftInWindow(now, policy.windowSeconds)));
    return true;
  }
}
