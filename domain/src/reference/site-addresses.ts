import { err, ok, type Result } from 'neverthrow';

/** The other sites pages move to (platform-core.md 2.3), each an origin such as https://host. */
export interface SiteAddresses {
  /** The external marketing site. */
  readonly marketingSite: string;
  /** Where partner landing pages live once the marketing subdomains are on. */
  readonly partnerSite: string;
  /** The external estate-planning client site of the eight /partner/{slug} pages. */
  readonly estatePlanningClientSite: string;
  /** The nonprofit partners' portal, a product of its own (ADR 0012). */
  readonly nonprofitPortal: string;
}

/** Each address's setting and its value when the setting is absent. */
const SETTINGS = {
  marketingSite: ['MARKETING_SITE_URL', 'https://www.bequest.example'],
  partnerSite: ['PARTNER_SITE_URL', 'https://partners.bequest.example'],
  estatePlanningClientSite: ['ESTATE_PLANNING_CLIENT_SITE_URL', 'https://clients.bequest.example'],
  nonprofitPortal: ['NONPROFIT_PORTAL_URL', 'https://portal.bequest.example'],
} as const satisfies Record<keyof SiteAddresses, readonly [string, string]>;

/** http(s), a host (and port), nothing after it but an optional slash. */
const ORIGIN = /^(https?:\/\/[^/?#\s@]+)\/?$/i;

/**
 * The site addresses from a deployment's settings, or an error that names the setting whose value
 * is not an http(s) origin (a path after the host would be dropped, so it is refused too).
 */
export const readSiteAddresses = (
  settings: Readonly<Record<string, string | undefined>>,
): Result<SiteAddresses, string> => {
  const addresses: Partial<Record<keyof SiteAddresses, string>> = {};
  for (const [name, [setting, fallback]] of Object.entries(SETTINGS)) {
    const origin = ORIGIN.exec(settings[setting]?.trim() || fallback)?.[1];
    if (!origin) return err(`${setting} must be a site's address, such as https://www.example.org`);
    addresses[name as keyof SiteAddresses] = origin.toLowerCase();
  }
  return ok(addresses as SiteAddresses);
};
