import { readSiteAddresses } from './site-addresses';

describe('the other sites’ addresses (platform-core.md 2.3)', () => {
  it('has a default for each', () => {
    expect(readSiteAddresses({})._unsafeUnwrap()).toEqual({
      marketingSite: 'https://www.bequest.example',
      partnerSite: 'https://partners.bequest.example',
      estatePlanningClientSite: 'https://clients.bequest.example',
      nonprofitPortal: 'https://portal.bequest.example',
    });
  });

  it('takes each from its setting, as an origin', () => {
    const addresses = readSiteAddresses({
      MARKETING_SITE_URL: ' https://www.example.org/ ',
      PARTNER_SITE_URL: 'http://localhost:4000',
      ESTATE_PLANNING_CLIENT_SITE_URL: '',
      NONPROFIT_PORTAL_URL: 'https://Portal.Example.org',
    })._unsafeUnwrap();
    expect(addresses).toEqual({
      marketingSite: 'https://www.example.org',
      partnerSite: 'http://localhost:4000',
      estatePlanningClientSite: 'https://clients.bequest.example',
      nonprofitPortal: 'https://portal.example.org',
    });
  });

  it.each([
    ['MARKETING_SITE_URL', 'www.example.org'],
    ['PARTNER_SITE_URL', 'ftp://example.org'],
    ['ESTATE_PLANNING_CLIENT_SITE_URL', 'https://example.org/clients'],
  ])('refuses %s=%s, naming the setting', (setting, value) => {
    expect(readSiteAddresses({ [setting]: value })._unsafeUnwrapErr()).toBe(
      `${setting} must be a site's address, such as https://www.example.org`,
    );
  });
});
