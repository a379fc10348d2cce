import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  FIDUCIARY_SHARES,
  type FiduciaryShares,
  type ShareOwnerScope,
} from '../ports/fiduciary-shares.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { fiduciaryShareView, type FiduciaryShareView } from './fiduciary-share-view';

const ownerOf = (requester: Requester): ShareOwnerScope => ({
  tenantId: requester.tenantId,
  accountId: requester.accountId,
  profileId: requester.activeProfileId,
});

/** The active profile's shares, newest first, each with its state and every opening (issue 29). */
@injectable()
export class ListFiduciaryShares {
  constructor(
    @inject(FIDUCIARY_SHARES) private readonly shares: FiduciaryShares,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(requester: Requester): Promise<FiduciaryShareView[]> {
    const owner = ownerOf(requester);
    const [shares, openings] = await Promise.all([
      this.shares.listByOwner(owner),
      this.shares.openings(owner),
    ]);
    const now = this.clock.now();
    return shares.map((share) => fiduciaryShareView(share, openings, now));
  }
}

/**
 * Ends one of the active profile's shares now (issue 29): its link opens nothing from then on.
 * Another person's share, or one already revoked, is not found.
 */
@injectable()
export class RevokeFiduciaryShare {
  constructor(
    @inject(FIDUCIARY_SHARES) private readonly shares: FiduciaryShares,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ListFiduciaryShares) private readonly list: ListFiduciaryShares,
  ) {}

  async execute(
    requester: Requester,
    id: string,
  ): Promise<Result<FiduciaryShareView[], UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const revoked = await this.shares.revoke(ownerOf(requester), id, this.clock.now());
    if (!revoked) return err(notFound('Share'));
    return ok(await this.list.execute(requester));
  }
}
