import { MailingAddressSchema } from './mailing-address';

describe('mailing address (platform-core.md 3)', () => {
  it('defaults the country to US', () => {
    const address = {
      address1: '1 Main St',
      city: 'Springfield',
      administrativeArea: 'IL',
      postalCode: '62701',
    };
    expect(MailingAddressSchema.parse(address)).toEqual({
      ...address,
      address2: null,
      country: 'US',
    });
  });

  it('names a missing field', () => {
    expect(
      MailingAddressSchema.safeParse({ address1: '1 Main St' }).error?.issues[0]?.path,
    ).toEqual(['city']);
  });
});
