import {
  marketingSiteRedirect,
  marketingSubdomainRedirect,
  nonprofitPortalRedirect,
  organizationPathOf,
  partnerPagePathOf,
  resolveTenantFromHost,
  slugPathname,
  DEFAULT_TENANT_ID,
  type FeatureFlags,
  type SiteAddresses,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { SLUG_REDIRECTS, type SlugRedirects } from '../ports/slug-redirects.port';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';

/** The deployment's SiteAddresses. */
export const SITE_ADDRESSES = Symbol.for('SiteAddresses');

export interface PageRequest {
  /** The path, without the query. */
  readonly path: string;
  /** The query as asked, with its "?", or "". */
  readonly query: string;
  /** The origin the page was asked on (https://host). */
  readonly origin: string;
  /** The tenant_override cookie's value, if any (platform-core.md 2.1). */
  readonly tenantOverride: string | null;
}

/**
 * Where a page now lives. Permanent for pages that moved for good (the marketing site's, renamed
 * slugs); temporary where a flag or the partner-page list decides, which may change.
 */
export interface PageRedirect {
  readonly location: string;
  readonly permanent: boolean;
}

/**
 * Where a page the browser asks for now lives (platform-core.md 2.3, 2.4), or null to serve it
 * here. On every tenant, renamed organizations' old slugs. On the main brand only (the tenant
 * shell has no marketing pages): pages moved to the marketing site; the nonprofit portal's
 * paths to the portal; with FW_WEBFLOW_SUBDOMAINS on
 * (and another origin), the home, legal, service-agreement and products pages; the /partner/{slug}
 * pages of the estate-planning client site; then, flag on, partner landing pages. The first
 * answer counts, in that order.
 */
@injectable()
export class FindPageRedirect {
  constructor(
    @inject(SLUG_REDIRECTS) private readonly slugs: SlugRedirects,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
    @inject(SITE_ADDRESSES) private readonly sites: SiteAddresses,
  ) {}

  async execute({
    path,
    query,
    origin,
    tenantOverride,
  }: PageRequest): Promise<PageRedirect | null> {
    const to = (site: string, pathname: string, permanent: boolean, keepQuery = true) => ({
      location: new URL(pathname + (keepQuery ? query : ''), site).toString(),
      permanent,
    });

    const organization = organizationPathOf(path);
    const renamed = organization && (await this.slugs.currentOrganizationSlug(organization.slug));
    if (organization && renamed)
      return {
        location: slugPathname({ ...organization, slug: renamed }) + query,
        permanent: true,
      };

    const mainBrand = resolveTenantFromHost(new URL(origin).host, { tenantOverride })
      .map(({ tenantId }) => tenantId === DEFAULT_TENANT_ID)
      .unwrapOr(false);
    if (!mainBrand) return null;
    const moved = marketingSiteRedirect(path);
    if (moved) return to(this.sites.marketingSite, moved, true, false);
    const portal = nonprofitPortalRedirect(path);
    if (portal) return to(this.sites.nonprofitPortal, portal, false);
    const subdomains = this.flags.FW_WEBFLOW_SUBDOMAINS;
    const marketingPage = subdomains ? marketingSubdomainRedirect(path) : null;
    if (marketingPage && !sameOrigin(this.sites.marketingSite, origin))
      return to(this.sites.marketingSite, marketingPage, false);

    const partnerPage = partnerPagePathOf(path);
    const external =
      partnerPage?.section === 'partner' &&
      (await this.slugs.isExternalPartnerPage(partnerPage.slug));
    if (partnerPage && external)
      return to(this.sites.estatePlanningClientSite, slugPathname(partnerPage), false);

    if (!subdomains || !partnerPage || sameOrigin(this.sites.partnerSite, origin)) return null;
    const partner = await this.partners.findByUrlName(partnerPage.slug);
    return partner ? to(this.sites.partnerSite, `/${partner.urlName}`, false) : null;
  }
}

const sameOrigin = (site: string, origin: string): boolean => new URL(site).origin === origin;
