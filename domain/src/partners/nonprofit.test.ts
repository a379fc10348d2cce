import { rankNonprofits, type Nonprofit } from './nonprofit';

const nonprofit = (name: string, isPartner = false): Nonprofit => ({
  id: name,
  name,
  location: null,
  ein: null,
  isPartner,
});

describe('nonprofit search', () => {
  const candidates = [
    nonprofit('Seattle Food Lifeline'),
    nonprofit('Feeding America'),
    nonprofit('Food Bank of the Rockies'),
    nonprofit('Harbor Food Bank', true),
    nonprofit('Harbor Food Bank', true),
  ];

  it('puts partner organizations first, then names starting with the text', () => {
    expect(rankNonprofits('food', candidates, 10).map((found) => found.name)).toEqual([
      'Harbor Food Bank',
      'Food Bank of the Rockies',
      'Seattle Food Lifeline',
    ]);
  });

  it('matches every word, without case or accents, up to the limit', () => {
    expect(rankNonprofits('BANK rockies', candidates, 10)).toEqual([
      nonprofit('Food Bank of the Rockies'),
    ]);
    expect(rankNonprofits('fóod', candidates, 1)).toHaveLength(1);
    expect(rankNonprofits('  ', candidates, 10)).toEqual([]);
  });
});

describe('an organization of the IRS master file', () => {
  const foodBank: Nonprofit = {
    id: '94-1156365',
    name: 'HARBOR FOOD BANK',
    location: 'OAKLAND, CA',
    isPartner: false,
    ein: '94-1156365',
  };
  it.each(['food bank', 'harbor oakland', '94-1156365', '941156365'])(
    'is found by its name, place or EIN: %s',
    (text) => {
      expect(rankNonprofits(text, [foodBank], 8)).toEqual([foodBank]);
    },
  );
});
