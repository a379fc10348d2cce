import type { TrafficRecord } from '@bequest/domain';

/** Where visits are recorded (platform-core.md 7 "Save traffic"). */
export interface TrafficRecords {
  save(tenantId: string, record: TrafficRecord, at: Date): Promise<void>;
}
export const TRAFFIC_RECORDS: symbol = Symbol.for('TrafficRecords');
