import { inject, injectable } from 'inversify';
import { type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { Requester } from '../../shared/requester';
import type { CancelOwnedGiftError } from '../gift-records.service';
import { QcdRecords } from './qcd-records.service';
import { qcdView, type QcdView } from './qcd-view';

/** The owner cancels a QCD: a draft, or one submitted that they will not send after all. */
@injectable()
export class CancelQcd {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(requester: Requester, id: string): Promise<Result<QcdView, CancelOwnedGiftError>> {
    return (await this.records.cancel(requester, id, this.clock.now())).map(qcdView);
  }
}
