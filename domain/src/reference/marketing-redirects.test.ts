import {
  marketingSiteRedirect,
  marketingSubdomainRedirect,
  nonprofitPortalRedirect,
} from './marketing-redirects';

describe('redirects to the external marketing site (platform-core.md 2.3)', () => {
  it.each([
    ['/nonprofits', '/'],
    ['/nonprofits/', '/'],
    ['/nonprofits/products/will', '/products/planned-giving-suite'],
    ['/nonprofits/products/qcd', '/products/qcd'],
    ['/nonprofits/products/stocks', '/products/stock'],
    ['/qcd-report-2023', '/resources/2023-qcd-report'],
    ['/planned-giving-report-2024', '/resources/2024-planned-giving-report'],
    ['/stock-report-2021', '/resources/2021-stock-report'],
  ])('%s → %s', (path, target) => {
    expect(marketingSiteRedirect(path)).toBe(target);
  });

  it('leaves this site’s own paths alone', () => {
    for (const path of ['/', '/account', '/nonprofits/other', '/qcd-report-20x', '/will'])
      expect(marketingSiteRedirect(path)).toBeNull();
  });
});

describe('the marketing site’s subdomains, FW_WEBFLOW_SUBDOMAINS on (platform-core.md 2.3)', () => {
  it.each([
    ['/', '/'],
    ['/privacy', '/legal/privacy'],
    ['/terms/', '/legal/terms'],
    ['/do-not-sell', '/legal/do-not-sell'],
    ['/grant-assistant-terms-of-use', '/legal/grant-assistant-terms-of-use'],
    ['/msa/products', '/msa/products'],
    ['/msa/suites', '/msa/suites'],
    ['/our-products', '/products'],
  ])('%s → %s', (path, target) => {
    expect(marketingSubdomainRedirect(path)).toBe(target);
  });

  it('leaves the product’s own pages here', () => {
    for (const path of ['/account', '/faq', '/will', '/msa', '/msa/a/b', '/legal/privacy', '/lp/x'])
      expect(marketingSubdomainRedirect(path)).toBeNull();
  });
});

describe('the nonprofit portal’s paths (platform-core.md 2.2, 2.6; ADR 0012)', () => {
  it.each([
    ['/portal', '/'],
    ['/portal/', '/'],
    ['/portal/login', '/login'],
    ['/partner-portal-redirect', '/'],
  ])('%s → the portal’s %s', (path, target) => {
    expect(nonprofitPortalRedirect(path)).toBe(target);
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/login', '/portal/other', '/portals'])
      expect(nonprofitPortalRedirect(path)).toBeNull();
  });
});
