import { inSummaryOrder } from './summary-order';

const person = (first: string, birthDate: string | null = null) => ({
  fullName: { first, middle: '', last: 'Li' },
  birthDate,
});

describe('profile summaries in order (platform-core.md 2.11)', () => {
  it('sorts by full name, then birth date', () => {
    const sorted = inSummaryOrder([
      person('ben', '1980-01-01'),
      person('Ana', '1990-05-05'),
      person('Ben', '1970-01-01'),
      person('Ana'),
    ]);
    expect(sorted.map((p) => `${p.fullName.first} ${p.birthDate ?? '-'}`)).toEqual([
      'Ana -',
      'Ana 1990-05-05',
      'Ben 1970-01-01',
      'ben 1980-01-01',
    ]);
  });
});
