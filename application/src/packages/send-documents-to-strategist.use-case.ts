import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { OpenStrategistCall } from '../fulfilment/open-strategist-call.use-case';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event.service';
import { strategistCallStatusChanged } from './strategist-call-webhook';

/**
 * The strategist-call step (platform-core.md 4.11, 7): documents sent to the strategist once the
 * scheduling page opens. The scheduled call joins the strategist-call queue in the same
 * transaction as its event, and the firm's webhook is queued with it.
 */
@injectable()
export class SendDocumentsToStrategist {
  constructor(
    @inject(RecordPackageEvent) private readonly events: RecordPackageEvent,
    @inject(OpenStrategistCall) private readonly queue: OpenStrategistCall,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  execute(requester: Requester): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.transactions.run(async () => {
      const recorded = await this.events.record(requester, 'SCHEDULE_STRATEGIST_CALL');
      if (recorded.isErr()) return recorded;
      const callId = await this.queue.execute(requester, recorded.value);
      await this.webhooks.enqueue(
        strategistCallStatusChanged(requester, recorded.value, callId, 'scheduled'),
      );
      return recorded;
    });
  }
}
