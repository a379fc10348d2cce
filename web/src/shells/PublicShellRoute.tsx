import { Navigate, Outlet } from 'react-router-dom';
import { MAIN_BRAND_TENANT_ID, useTenant } from '../tenant/use-tenant';
import { Loading } from '../components/Loading';

/**
 * The main brand's own pages (platform-core.md 2.1, 2.2, 2.5): a white label's tenant shell does
 * not route them, so there they lead to its default route, the account page.
 */
export const PublicShellRoute = () => {
  const tenant = useTenant();
  if (tenant.isPending) return <Loading />;
  if (tenant.data?.tenantId !== MAIN_BRAND_TENANT_ID) return <Navigate to="/account" replace />;
  return <Outlet />;
};
