import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { OpenStrategistCall } from '../fulfilment/open-strategist-call';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event';

/**
 * The strategist-call step (platform-core.md 4.11, 7): documents sent to the strategist once the
 * scheduling page opens, or the step skipped. A scheduled call joins the strategist-call queue in
 * the same transaction as its event.
 */
@injectable()
export class StrategistCall {
  constructor(
    @inject(RecordPackageEvent) private readonly events: RecordPackageEvent,
    @inject(OpenStrategistCall) private readonly queue: OpenStrategistCall,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  sendDocuments(
    requester: Requester,
  ): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.transactions.run(async () => {
      const recorded = await this.events.record(requester, 'SCHEDULE_STRATEGIST_CALL');
      if (recorded.isOk()) await this.queue.execute(requester, recorded.value);
      return recorded;
    });
  }

  skip(requester: Requester): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.events.record(requester, 'SKIP_STRATEGIST_CALL');
  }
}
