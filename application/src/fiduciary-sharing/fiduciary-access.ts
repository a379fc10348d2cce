import { fiduciaryShareState } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import { configurationOf } from '../accounts/tenant-configurations';
import type { FiduciaryShares, KeptFiduciaryShare } from '../ports/fiduciary-shares.port';
import type { TenantConfigurationRepository } from '../ports/tenant-configuration-repository.port';
import type { UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { SHARE_GONE, NOT_SHARED } from './fiduciary-sharing.errors';
export type FiduciaryAccessError =
  UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.INVALID'> | typeof SHARE_GONE;

/** "b•••@example.com": enough for the fiduciary to know which inbox to look in. */
export const maskedAddress = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/**
 * The share a link's key reaches, while it is active and the tenant shares with nominees: an
 * unknown key, or a tenant that stopped sharing, is not found; a revoked or expired one is gone.
 */
export const activeShare = async (
  shares: FiduciaryShares,
  configurations: TenantConfigurationRepository,
  scope: TenantScope,
  key: string,
  now: Date,
): Promise<Result<KeptFiduciaryShare, FiduciaryAccessError>> => {
  if (key.length === 0 || key.length > 200) return err(NOT_SHARED);
  const share = await shares.findByKey(scope.tenantId, key);
  if (!share) return err(NOT_SHARED);
  if (!(await configurationOf(configurations, scope.tenantId)).nomineeSharing)
    return err(NOT_SHARED);
  if (fiduciaryShareState(share, now).status !== 'active') return err(SHARE_GONE);
  return ok(share);
};
