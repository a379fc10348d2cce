import { STORAGE_HOLDS, storedCopyRetention } from './storage-retention';

const AT = new Date('2026-01-10T08:00:00.000Z');

describe('the storage center’s retention policy (issue 24)', () => {
  it.each([
    ['download', '2027-01-10T08:00:00.000Z', 'Policy: a downloaded copy is kept 365 days.'],
    ['email', '2027-01-10T08:00:00.000Z', 'Policy: an e-mailed copy is kept 365 days.'],
    ['mail', '2028-01-10T08:00:00.000Z', 'Policy: a printed and mailed copy is kept 730 days.'],
  ] as const)('keeps a %s copy until %s', (purpose, until, because) => {
    expect(storedCopyRetention({ purpose, createdAt: AT, hold: null })).toEqual({
      keptUntil: new Date(until),
      keptBecause: because,
    });
  });

  it.each(STORAGE_HOLDS)('keeps a copy held by %s with no end, saying why', (hold) => {
    const kept = storedCopyRetention({ purpose: 'mail', createdAt: AT, hold });
    expect(kept.keptUntil).toBeNull();
    expect(kept.keptBecause).toMatch(/^Kept: .+\.$/);
  });
});
