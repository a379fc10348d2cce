import {
  footerLegalLinks,
  footerSections,
  type MenuLink,
  type PublicTenantConfiguration,
} from '@bequest/sdk/app';
import { useThisMonth } from '../app/this-month';
import { useFeatureFlags } from '../tenant/use-tenant';
import { SiteLink } from './SiteLink';

const LinkList = ({ links }: { readonly links: readonly MenuLink[] }) => (
  <ul>
    {links.map((link) => (
      <li key={link.label}>
        <SiteLink {...link} />
      </li>
    ))}
  </ul>
);

const MainBrandLinks = ({ contactEmail }: { readonly contactEmail: string }) => {
  const flags = useFeatureFlags();
  return (
    <>
      <nav aria-label="Footer" className="site-footer__columns">
        {footerSections(contactEmail).map((section) => (
          <div key={section.heading}>
            <h2>{section.heading}</h2>
            <LinkList links={section.links} />
          </div>
        ))}
      </nav>
      <nav aria-label="Legal" className="site-footer__legal">
        <LinkList links={footerLegalLinks(flags.FW_DO_NOT_SELL_PAGE)} />
      </nav>
    </>
  );
};

/**
 * The global footer (platform-core.md 2.13): on the public shell the main brand's columns and
 * legal links; on a white label's tenant shell only what its branding gives (2.8). Both end with
 * the tenant's footer HTML, which holds its legal disclaimer, and this year's copyright.
 */
export const SiteFooter = ({
  isPublic,
  configuration,
}: {
  readonly isPublic: boolean;
  readonly configuration: PublicTenantConfiguration;
}) => {
  const { branding } = configuration;
  const year = useThisMonth().getFullYear();
  return (
    <footer className="site-footer">
      {isPublic && <MainBrandLinks contactEmail={configuration.contacts.helpEmail} />}
      {/* Set by staff in the tenant's configuration (platform-core.md 3 branding.footerHtml). */}
      <div dangerouslySetInnerHTML={{ __html: branding.footerHtml }} />
      <p>
        © {year} {branding.tenantDisplayName}
      </p>
    </footer>
  );
};
