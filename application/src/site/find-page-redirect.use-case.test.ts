import 'reflect-metadata';
import { resolveFlags, type PartnerCustomUrl, type SiteAddresses } from '@bequest/domain';
import type { PartnerDirectory } from '../ports/partner-directory.port';
import type { SlugRedirects } from '../ports/slug-redirects.port';
import { FindPageRedirect } from './find-page-redirect.use-case';

const sites: SiteAddresses = {
  marketingSite: 'https://www.bequest.example',
  partnerSite: 'https://partners.bequest.example',
  estatePlanningClientSite: 'https://clients.estate.example',
  nonprofitPortal: 'https://portal.bequest.example',
};
const slugs: SlugRedirects = {
  currentOrganizationSlug: async (old) => ({ harborfoodbank: 'harbor-food-bank' })[old] ?? null,
  isExternalPartnerPage: async (slug) => slug === 'acme-law',
};
const partners: PartnerDirectory = {
  findByUrlName: async (urlName) =>
    urlName === 'harbor-food-bank' ? ({ urlName } as PartnerCustomUrl) : null,
  findByOrganizationId: async () => null,
};

const redirectOf = async (
  target: string,
  {
    subdomains = false,
    origin = 'https://bequest.example',
    tenantOverride = null as string | null,
  } = {},
) => {
  const url = new URL(target, origin);
  const find = new FindPageRedirect(
    slugs,
    partners,
    resolveFlags({ FW_WEBFLOW_SUBDOMAINS: subdomains }),
    sites,
  );
  const redirect = await find.execute({
    path: url.pathname,
    query: url.search,
    origin: url.origin,
    tenantOverride,
  });
  return redirect && `${redirect.permanent ? '301' : '302'} ${redirect.location}`;
};

describe('where a page now lives (platform-core.md 2.3, 2.4)', () => {
  it.each([
    ['/nonprofits?x=1', '301 https://www.bequest.example/'],
    ['/qcd-report-2023', '301 https://www.bequest.example/resources/2023-qcd-report'],
    ['/harborfoodbank?utm_source=flyer', '301 /harbor-food-bank?utm_source=flyer'],
    ['/HarborFoodBank/', '301 /harbor-food-bank'],
    ['/stocks/harborfoodbank', '301 /stocks/harbor-food-bank'],
    ['/partner/acme-law?ref=1', '302 https://clients.estate.example/partner/acme-law?ref=1'],
    ['/portal', '302 https://portal.bequest.example/'],
    ['/portal/login?next=%2Fgifts', '302 https://portal.bequest.example/login?next=%2Fgifts'],
    ['/partner-portal-redirect', '302 https://portal.bequest.example/'],
  ])('%s → %s', async (path, target) => {
    expect(await redirectOf(path)).toBe(target);
  });

  it.each(['/', '/privacy', '/msa/products', '/harbor-food-bank', '/lp/harbor-food-bank', '/faq'])(
    '%s stays here while the marketing subdomains are off',
    async (path) => {
      expect(await redirectOf(path)).toBeNull();
    },
  );

  it.each([
    ['/', '302 https://www.bequest.example/'],
    ['/privacy?lang=en', '302 https://www.bequest.example/legal/privacy?lang=en'],
    ['/msa/suites', '302 https://www.bequest.example/msa/suites'],
    ['/our-products', '302 https://www.bequest.example/products'],
    [
      '/harbor-food-bank?utm_source=mail',
      '302 https://partners.bequest.example/harbor-food-bank?utm_source=mail',
    ],
    ['/lp/Harbor-Food-Bank', '302 https://partners.bequest.example/harbor-food-bank'],
    ['/partner/harbor-food-bank', '302 https://partners.bequest.example/harbor-food-bank'],
    ['/harborfoodbank', '301 /harbor-food-bank'],
  ])('with the marketing subdomains on, %s → %s', async (path, target) => {
    expect(await redirectOf(path, { subdomains: true })).toBe(target);
  });

  it('never sends a site to itself, and serves what is no partner here', async () => {
    const onMarketing = { subdomains: true, origin: 'https://www.bequest.example' };
    expect(await redirectOf('/privacy', onMarketing)).toBeNull();
    const onPartners = { subdomains: true, origin: 'https://partners.bequest.example' };
    expect(await redirectOf('/harbor-food-bank', onPartners)).toBeNull();
    for (const path of ['/faq', '/account', '/lp/unknown', '/will/harbor-food-bank'])
      expect(await redirectOf(path, { subdomains: true })).toBeNull();
  });

  it('keeps a white label’s pages, old slugs apart (the tenant shell has no marketing pages)', async () => {
    const willow = { subdomains: true, origin: 'https://willow.example' };
    for (const path of [
      '/',
      '/nonprofits',
      '/portal',
      '/privacy',
      '/lp/harbor-food-bank',
      '/partner/acme-law',
    ])
      expect(await redirectOf(path, willow)).toBeNull();
    expect(await redirectOf('/harborfoodbank', willow)).toBe('301 /harbor-food-bank');
    const overridden = { origin: 'https://test.bequest.example', tenantOverride: 'willow' };
    expect(await redirectOf('/nonprofits', overridden)).toBeNull();
    expect(await redirectOf('/nonprofits', { origin: 'http://localhost:3000' })).toBe(
      '301 https://www.bequest.example/',
    );
  });
});
