import { withBackOff } from './back-off';

describe('waiting for the database at start (issue 20)', () => {
  it('retries with a doubling delay up to the limit, logging what it waits for', async () => {
    const slept: number[] = [];
    const warned: unknown[] = [];
    let failures = 6;
    const value = await withBackOff(
      'the database',
      async () => {
        if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return 'open';
      },
      { warn: (entry: unknown) => void warned.push(entry) } as never,
      { firstDelayMs: 500, maxDelayMs: 4_000, sleep: async (ms) => void slept.push(ms) },
    );
    expect(value).toBe('open');
    expect(slept).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect(warned[0]).toEqual({
      waitingFor: 'the database',
      tries: 1,
      retryInMs: 500,
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });
});
