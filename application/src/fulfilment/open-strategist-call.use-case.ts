import { strategistDocumentsOverdueAt, type ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { STRATEGIST_CALLS, type StrategistCalls } from '../ports/strategist-calls.port';
import type { Requester } from '../shared/requester';

/**
 * Puts a scheduled strategist call in the queue (issue 24), with the package whose documents the
 * strategist receives, the documents due 2 business days after it was scheduled.
 */
@injectable()
export class OpenStrategistCall {
  constructor(@inject(STRATEGIST_CALLS) private readonly calls: StrategistCalls) {}

  /** Answers the call's id. */
  execute(requester: Requester, event: ProductPackageEvent): Promise<string> {
    const scheduledAt = new Date(event.createdAt);
    return this.calls.open({
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
      packageDetails: event.packageDetails,
      scheduledAt,
      overdueAt: strategistDocumentsOverdueAt(scheduledAt),
    });
  }
}
