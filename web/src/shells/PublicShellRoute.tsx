import { useTenant } from '@bequest/sdk/react';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { MAIN_BRAND_TENANT_ID } from '../tenant/use-tenant';
import { Loading } from '../components/Loading';

const TenantHomePage = lazy(() =>
  import('../pages/home/TenantHomePage').then((module) => ({ default: module.TenantHomePage })),
);

/**
 * The main brand's own pages (platform-core.md 2.1, 2.2, 2.5): a white label's tenant shell does
 * not route them, so there they lead to its default route, the account page; its home is its own
 * welcome page (issue 21).
 */
export const PublicShellRoute = () => {
  const tenant = useTenant();
  const atHome = useMatch('/') !== null;
  if (tenant.isPending) return <Loading />;
  if (tenant.data?.tenantId === MAIN_BRAND_TENANT_ID) return <Outlet />;
  if (!atHome) return <Navigate to="/account" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <TenantHomePage />
    </Suspense>
  );
};
