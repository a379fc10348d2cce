import { offersTrustInsteadOfWill } from './will-to-trust-offer';

describe('offering a Californian will-maker a living trust (willToRltForCalifornia)', () => {
  it.each([
    [true, 'CA', true, true],
    [false, 'CA', true, false],
    [true, 'TX', true, false],
    [true, null, true, false],
    [true, 'CA', false, false],
  ] as const)(
    'setting %s, state %s, trust offered %s: offered %s',
    (willToRltForCalifornia, state, trustOffered, offered) => {
      expect(offersTrustInsteadOfWill({ willToRltForCalifornia, state, trustOffered })).toBe(
        offered,
      );
    },
  );
});
