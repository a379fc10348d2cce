import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIDUCIARY_SHARES, type FiduciaryShares } from '../ports/fiduciary-shares.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { type FiduciaryShareView } from './fiduciary-share-view';
import { ownerOf } from './share-owner';
import { ListFiduciaryShares } from './list-fiduciary-shares.use-case';

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
