import type { Request } from 'express';
import { COOKIE_NAMES } from '@bequest/domain';

/** The tenant_override cookie, honored outside production (platform-core.md 2.1). */
export const tenantOverrideOf = (request: Request): string | null => {
  const value: unknown = request.cookies?.[COOKIE_NAMES.tenantOverride];
  return typeof value === 'string' ? value : null;
};
