import { withGiftInProgram, type GiftForProgram } from './gift-program-details';

const FOOD_BANK = { ein: '94-1156365', legalName: 'SAN FRANCISCO FOOD BANK' };
const SHELTER = { ein: '12-3456789', legalName: 'HARBOR SHELTER' };
const DAY_ONE = new Date('2026-11-01T10:00:00Z');
const DAY_TWO = new Date('2026-11-02T10:00:00Z');

const gift = (overrides: Partial<GiftForProgram>): GiftForProgram => ({
  kind: 'stock_gift',
  id: 'g1',
  status: 'DRAFT',
  recipient: FOOD_BANK,
  ...overrides,
});

describe('gift program details: one entry per nonprofit a person gives to (giving 4.9)', () => {
  it('opens a nonprofit’s entry with its first gift', () => {
    expect(withGiftInProgram([], gift({}), DAY_ONE)).toEqual([
      {
        ein: '94-1156365',
        legalName: 'SAN FRANCISCO FOOD BANK',
        gifts: [
          { kind: 'stock_gift', id: 'g1', status: 'DRAFT', updatedAt: DAY_ONE.toISOString() },
        ],
        latestStatus: 'DRAFT',
        latestAt: DAY_ONE.toISOString(),
      },
    ]);
  });

  it('follows a gift’s state, adds another kind to the same nonprofit, and keeps others apart', () => {
    const started = withGiftInProgram([], gift({}), DAY_ONE);
    const withShelter = withGiftInProgram(
      started,
      gift({ kind: 'daf', id: 'd1', recipient: SHELTER }),
      DAY_ONE,
    );
    const submitted = withGiftInProgram(withShelter, gift({ status: 'SUBMITTED' }), DAY_TWO);
    const withQcd = withGiftInProgram(
      submitted,
      gift({
        kind: 'qcd',
        id: 'q1',
        status: 'CANCELLED',
        recipient: { ...FOOD_BANK, ein: '941156365' },
      }),
      DAY_TWO,
    );
    expect(withQcd).toEqual([
      {
        ein: '94-1156365',
        legalName: 'SAN FRANCISCO FOOD BANK',
        gifts: [
          { kind: 'stock_gift', id: 'g1', status: 'SUBMITTED', updatedAt: DAY_TWO.toISOString() },
          { kind: 'qcd', id: 'q1', status: 'CANCELLED', updatedAt: DAY_TWO.toISOString() },
        ],
        latestStatus: 'CANCELLED',
        latestAt: DAY_TWO.toISOString(),
      },
      {
        ein: '12-3456789',
        legalName: 'HARBOR SHELTER',
        gifts: [{ kind: 'daf', id: 'd1', status: 'DRAFT', updatedAt: DAY_ONE.toISOString() }],
        latestStatus: 'DRAFT',
        latestAt: DAY_ONE.toISOString(),
      },
    ]);
  });

  it('tells a QCD and a stock gift with the same id apart, and keeps entries it does not know', () => {
    const other = { program: 'matching-gifts', employer: 'Acme' };
    const details = withGiftInProgram(
      withGiftInProgram([other], gift({}), DAY_ONE),
      gift({ kind: 'qcd' }),
      DAY_TWO,
    );
    expect(details[0]).toBe(other);
    expect(details[1]).toMatchObject({
      gifts: [
        { kind: 'stock_gift', id: 'g1' },
        { kind: 'qcd', id: 'g1' },
      ],
    });
  });
});
