import type { Requester, TenantView } from '@bequest/application';
import type { Request } from 'express';

/** What the middleware and guards attach to a request. */
export interface BequestRequest extends Request {
  id: string;
  tenant?: TenantView;
  requester?: Requester;
}

export const tenantOf = (request: Request): TenantView => {
  const tenant = (request as BequestRequest).tenant;
  if (!tenant) throw new Error('the tenant middleware did not run');
  return tenant;
};

export const requesterOf = (request: Request): Requester => {
  const requester = (request as BequestRequest).requester;
  if (!requester) throw new Error('the session guard did not run');
  return requester;
};

/** The host the person reached: X-Forwarded-Host from a trusted proxy, else Host. */
export const hostOf = (request: Request): string | undefined => request.host;

/** The origin the person reached, for links in e-mails: scheme and host of the request. */
export const originOf = (request: Request): string =>
  `${request.protocol}://${hostOf(request) ?? 'localhost'}`;
