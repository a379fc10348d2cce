import type { ProductPackageEvent } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event';

/**
 * The strategist-call step (platform-core.md 4.11, 7): documents sent to the strategist once the
 * scheduling page opens, or the step skipped.
 */
@injectable()
export class StrategistCall {
  constructor(@inject(RecordPackageEvent) private readonly events: RecordPackageEvent) {}

  sendDocuments(
    requester: Requester,
  ): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.events.record(requester, 'SCHEDULE_STRATEGIST_CALL');
  }

  skip(requester: Requester): Promise<Result<ProductPackageEvent, RecordPackageEventError>> {
    return this.events.record(requester, 'SKIP_STRATEGIST_CALL');
  }
}
