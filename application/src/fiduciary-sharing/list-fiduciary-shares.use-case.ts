import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FIDUCIARY_SHARES, type FiduciaryShares } from '../ports/fiduciary-shares.port';
import type { Requester } from '../shared/requester';
import { fiduciaryShareView, type FiduciaryShareView } from './fiduciary-share-view';
import { ownerOf } from './share-owner';

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
