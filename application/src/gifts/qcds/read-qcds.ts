import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import type { CancelOwnedGiftError } from '../gift-records';
import { QcdRecords } from './qcd-records';
import { qcdView, type QcdView } from './qcd-view';

/** The requester's QCD, and the active profile's QCDs, newest first (giving 2.6 /account/qcd). */
@injectable()
export class ReadQcds {
  constructor(@inject(QcdRecords) private readonly records: QcdRecords) {}

  async one(
    requester: Requester,
    id: string,
  ): Promise<Result<QcdView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(requester, id);
    return kept.isOk() ? ok(qcdView(kept.value.gift)) : err(kept.error);
  }

  async mine(requester: Requester): Promise<QcdView[]> {
    return (await this.records.mine(requester)).map(qcdView);
  }
}

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
