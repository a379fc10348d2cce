import type { FirmScope } from '@bequest/domain';

/** Who calls a firm route: the key's tenant, never the request's host, and its scopes. */
export interface FirmCaller {
  readonly keyId: string;
  readonly tenantId: string;
  readonly scopes: readonly FirmScope[];
}
