import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { Requester } from '../../shared/requester';
import type { CancelOwnedGiftError } from '../gift-records.service';
import { DafGrantRecords } from './daf-grant-records.service';

/** The donor withdraws a grant recommendation: a draft, or one submitted to the sponsor. */
@injectable()
export class CancelDafGrant {
  constructor(
    @inject(DafGrantRecords) private readonly records: DafGrantRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(requester: Requester, id: string): Promise<Result<DafGrant, CancelOwnedGiftError>> {
    return this.records.cancel(requester, id, this.clock.now());
  }
}
