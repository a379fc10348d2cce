import { useTenant } from '@bequest/sdk/react';
import { showsFooter, showsHeader, showsSiteBanners } from '@bequest/sdk/app';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageRoute } from '../app/route-handle';
import { usePagePlacement } from '../browser/frame';
import { useCurrentUser } from '../session/use-current-user';
import { MAIN_BRAND_TENANT_ID } from '../tenant/use-tenant';
import { OldBrowserBanner } from './OldBrowserBanner';
import { PageAnnouncer } from './PageAnnouncer';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useFavicon } from './use-favicon';
import { useTheme } from './use-theme';
import { Loading } from '../components/Loading';
import { useTrackingData } from '../analytics/use-tracking-data';

// Only people who got started without a password see it: it loads when they do.
const AccountVerification = lazy(() =>
  import('../session/AccountVerification').then((module) => ({
    default: module.AccountVerification,
  })),
);

/**
 * The page frame (platform-core.md 2.1-2.2, 2.13): the public shell for the main brand, the
 * tenant shell for white labels, both drawn from the tenant's branding; pages that stand on their
 * own (partner landing pages, the gift flows) go without the header or footer. Inside another
 * site's frame the page shows alone: no header, footer, site-wide banners or skip link (ADR 0011).
 */
export const Shell = () => {
  const tenant = useTenant();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const placement = usePagePlacement();
  const route = usePageRoute();
  const banners = showsSiteBanners(placement);
  useTrackingData();
  useFavicon(tenant.data?.configuration.branding.favicon);
  useTheme(tenant.data?.configuration.branding.theme);
  if (tenant.isPending) return <Loading />;
  if (tenant.isError)
    return (
      <main className="page">
        <h1>We could not load this site</h1>
        <p>{tenant.error.message}</p>
      </main>
    );
  const isPublic = tenant.data.tenantId === MAIN_BRAND_TENANT_ID;
  return (
    <div className={isPublic ? 'shell shell--public' : 'shell shell--tenant'}>
      {banners && (
        <>
          <OldBrowserBanner />
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
        </>
      )}
      {showsHeader(pathname, placement, route) && (
        <SiteHeader isPublic={isPublic} configuration={tenant.data.configuration} />
      )}
      <PageAnnouncer />
      {banners && user.data && !user.data.isRegistered && (
        <Suspense fallback={null}>
          <AccountVerification />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname, placement) && (
        <SiteFooter isPublic={isPublic} configuration={tenant.data.configuration} />
      )}
    </div>
  );
};
