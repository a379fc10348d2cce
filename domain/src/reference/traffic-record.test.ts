import { TrafficRecordSchema } from './traffic-record';

describe('traffic record (platform-core.md 3, 7)', () => {
  it('records web traffic with its tracking data', () => {
    expect(TrafficRecordSchema.parse({ source: 'WEB' })).toEqual({
      source: 'WEB',
      trackingData: {},
    });
    expect(TrafficRecordSchema.safeParse({ source: 'APP' }).success).toBe(false);
  });
});
