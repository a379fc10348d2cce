import { Navigate, Outlet } from 'react-router-dom';
import { useTenant } from '../tenant/use-tenant';

/** A tenant with single sign-on offers no password routes (platform-core.md 2.6): log in instead. */
export const PasswordRoute = () => {
  const tenant = useTenant();
  if (tenant.isPending) return <p role="status">Loading…</p>;
  if (tenant.data?.configuration.sso.enabled) return <Navigate to="/login" replace />;
  return <Outlet />;
};
