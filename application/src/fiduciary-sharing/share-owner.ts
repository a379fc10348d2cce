import { type ShareOwnerScope } from '../ports/fiduciary-shares.port';
import type { Requester } from '../shared/requester';

export const ownerOf = (requester: Requester): ShareOwnerScope => ({
  tenantId: requester.tenantId,
  accountId: requester.accountId,
  profileId: requester.activeProfileId,
});
