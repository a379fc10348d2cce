import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { OpenStrategistCall } from '../fulfilment/open-strategist-call.use-case';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../ports/firm-webhooks.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event.service';

/**
 * The strategist-call step (platform-core.md 4.11, 7): documents sent to the strategist once the
 * scheduling page opens, or the step skipped. A scheduled call joins the strategist-call queue in
 * the same transaction as its event, and the firm's webhook is queued with either.
 */
@injectable()
export class StrategistCall {
  constructor(
    @inject(RecordPackageEvent) private readonly events: RecordPackageEvent,
    @inject(OpenStrategistCall) private readonly queue: OpenStrategistCall,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  sendDocuments(
    requester: Requester,
  ): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.transactions.run(async () => {
      const recorded = await this.events.record(requester, 'SCHEDULE_STRATEGIST_CALL');
      if (recorded.isErr()) return recorded;
      const callId = await this.queue.execute(requester, recorded.value);
      await this.tellFirm(requester, recorded.value, callId, 'scheduled');
      return recorded;
    });
  }

  skip(requester: Requester): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.transactions.run(async () => {
      const recorded = await this.events.record(requester, 'SKIP_STRATEGIST_CALL');
      if (recorded.isOk()) await this.tellFirm(requester, recorded.value, null, 'skipped');
      return recorded;
    });
  }

  private async tellFirm(
    requester: Requester,
    event: ProductPackageEvent,
    callId: string | null,
    status: 'scheduled' | 'skipped',
  ): Promise<void> {
    const changedAt = new Date(event.createdAt);
    await this.webhooks.enqueue({
      tenantId: requester.tenantId,
      eventId: `strategist_call.status_changed:${callId ?? `${requester.activeProfileId}:${event.createdAt}`}:${status}`,
      type: 'strategist_call.status_changed',
      data: {
        clientId: requester.accountId,
        profileId: requester.activeProfileId,
        callId,
        status,
        reason: null,
        changedAt: changedAt.toISOString(),
      },
      occurredAt: changedAt,
    });
  }
}
