import { AccountSessions, type GiftAccess } from '@bequest/application';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requireCsrfProof, tokenOf } from './session.guard';
import { tenantOf, type BequestRequest } from './request-context';

export const GIFT_KEY_HEADER = 'x-gift-key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const accesses = new WeakMap<Request, GiftAccess>();

/** The key a request carries: the `X-Gift-Key` header, or `key` in a file link. */
const keyOf = (request: Request): string | null => {
  const header = request.headers[GIFT_KEY_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const query: unknown = request.query.key;
  return typeof query === 'string' && query.length > 0 ? query : null;
};

/**
 * Routes a gift's owner or its guest reach (issue 23): a valid session makes the requester known
 * (an expired one is only no session, so a guest is not turned away by an old cookie), and the
 * guest's key is read. Whether either reaches the gift is the use case's to decide. A write sent
 * with the session cookie carries the CSRF header like every other.
 */
@Injectable()
export class GiftAccessGuard implements CanActivate {
  constructor(private readonly sessions: AccountSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<BequestRequest>();
    const token = tokenOf(request);
    if (token && !SAFE_METHODS.has(request.method)) requireCsrfProof(request);
    const { tenantId } = tenantOf(request);
    const requester = token ? await this.sessions.requesterOf(tenantId, token) : null;
    if (requester?.isOk()) request.requester = requester.value;
    accesses.set(request, {
      tenantId,
      accountId: request.requester?.accountId ?? null,
      key: keyOf(request),
    });
    return true;
  }
}

/** The access the guard read for this request. */
export const giftAccessOf = (request: Request): GiftAccess => {
  const access = accesses.get(request);
  if (!access) throw new Error('the gift access guard did not run');
  return access;
};
