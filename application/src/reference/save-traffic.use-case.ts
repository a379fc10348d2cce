import type { TrafficRecord } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { TRAFFIC_RECORDS, type TrafficRecords } from '../ports/traffic-records.port';
import type { TenantScope } from '../shared/requester';

/** Save traffic (platform-core.md 7): the visit's source and tracking data. */
@injectable()
export class SaveTraffic {
  constructor(
    @inject(TRAFFIC_RECORDS) private readonly records: TrafficRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(scope: TenantScope, record: TrafficRecord): Promise<void> {
    return this.records.save(scope.tenantId, record, this.clock.now());
  }
}
