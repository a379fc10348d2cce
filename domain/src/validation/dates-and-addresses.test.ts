import { hasAddressToShow, validateAddress } from './address-rules';
import {
  birthDateInputBounds,
  birthYearBounds,
  dateFromParts,
  isUnderAge,
  validateBirthDate,
} from './birth-date-rules';
import {
  isCompleteMailingAddress,
  mailRequestSuccess,
  poBoxWarning,
  validateMailRequest,
} from './mail-request';

const today = new Date(2026, 10, 23);

describe('birth dates (platform-core.md 5, 9)', () => {
  it('bounds the year from 1905 to this year, adults to this year minus 17', () => {
    expect(birthYearBounds(today, true)).toEqual({ min: 1905, max: 2009 });
    expect(birthYearBounds(today, false)).toEqual({ min: 1905, max: 2026 });
    expect(birthDateInputBounds(today, true)).toEqual({ min: '1905-01-01', max: '2009-12-31' });
  });

  it.each([
    ['01/15/1980', null],
    ['1980-01-15', null],
    ['12/31/2009', null],
    ['01/01/2010', 'Please enter your date of birth'],
    ['12/31/1904', 'Please enter your date of birth'],
    ['02/30/1980', 'Please enter your date of birth'],
    ['', 'Please enter your date of birth'],
    [null, 'Please enter your date of birth'],
  ])('%j → %j', (text, message) => {
    expect(validateBirthDate(text, today)).toBe(message);
  });

  it('a child may be entered where adults are not required', () => {
    expect(validateBirthDate('01/01/2020', today, false)).toBeNull();
  });

  it('needs year, month and day to make a date', () => {
    expect(dateFromParts({ month: '1', day: '5', year: '1980' })).toBe('1980-01-05');
    expect(dateFromParts({ month: '', day: '5', year: '1980' })).toBeNull();
    expect(dateFromParts({ month: '13', day: '5', year: '1980' })).toBeNull();
  });

  it.each([
    ['2008-11-23', false],
    ['2008-11-24', true],
    ['2009-01-01', true],
    ['1980-01-01', false],
  ])('born %s is under age on 2026-11-23: %s', (birthDate, underAge) => {
    expect(isUnderAge(birthDate, today)).toBe(underAge);
  });
});

describe('addresses (platform-core.md 5)', () => {
  const address = {
    address1: '1 Main St',
    city: 'Springfield',
    administrativeArea: 'IL',
    postalCode: '62701',
  };

  it('needs street, city, a listed state and a zip code', () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({})).toEqual({
      address1: 'Please enter your address',
      city: 'Please enter your city',
      administrativeArea: 'Please enter your state',
      postalCode: 'Please enter your zip code',
    });
    expect(validateAddress({ ...address, administrativeArea: 'ON' })).toHaveProperty(
      'administrativeArea',
    );
    expect(
      validateAddress({
        ...address,
        administrativeArea: 'ON',
        postalCode: 'K1A 0B1',
        country: 'CA',
      }),
    ).toEqual({});
  });

  it('shows an address only when a part besides the country is filled', () => {
    expect(hasAddressToShow({ country: 'US' })).toBe(false);
    expect(hasAddressToShow({ city: 'Springfield' })).toBe(true);
  });

  it('mail requests: full address, confirmation on page 2, P.O. Box note', () => {
    expect(isCompleteMailingAddress(address)).toBe(true);
    expect(
      validateMailRequest({ address: { ...address, city: '' }, confirmed: false, page: 1 }),
    ).toEqual({
      address: 'Please enter your full address including city, state, and zip code.',
    });
    expect(validateMailRequest({ address, confirmed: false, page: 2 })).toEqual({
      confirmation: 'Please confirm that your documents are complete.',
    });
    expect(validateMailRequest({ address, confirmed: true, page: 2 })).toEqual({});
    expect(poBoxWarning({ address1: 'P.O. Box 12' })).toBe(
      'Note: we are unable to ship to P.O. Boxes at this time',
    );
    expect(poBoxWarning({ address1: '1 Main', address2: 'po box 3' })).not.toBeNull();
    expect(poBoxWarning({ address1: '1 Boxwood Ln' })).toBeNull();
  });
});

describe('the mail request success toast (platform-core.md 8)', () => {
  it("names the tenant's help address", () => {
    const toast = mailRequestSuccess('help@acme-wealth.example');
    expect(toast.title).toBe('Print and mail successfully requested');
    expect(toast.message).toMatch(
      /^Please allow up to 7-10 business days .* You may reach out to help@acme-wealth\.example if you have any questions\.$/,
    );
  });
});
