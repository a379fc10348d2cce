import { marketingSiteRedirect } from './marketing-redirects';

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
