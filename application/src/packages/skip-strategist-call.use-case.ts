import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event.service';
import { strategistCallStatusChanged } from './strategist-call-webhook';

/**
 * The strategist-call step skipped (platform-core.md 4.11, 7): the firm's webhook is queued in
 * the same transaction as the event.
 */
@injectable()
export class SkipStrategistCall {
  constructor(
    @inject(RecordPackageEvent) private readonly events: RecordPackageEvent,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  execute(requester: Requester): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.transactions.run(async () => {
      const recorded = await this.events.record(requester, 'SKIP_STRATEGIST_CALL');
      if (recorded.isOk())
        await this.webhooks.enqueue(
          strategistCallStatusChanged(requester, recorded.value, null, 'skipped'),
        );
      return recorded;
    });
  }
}
