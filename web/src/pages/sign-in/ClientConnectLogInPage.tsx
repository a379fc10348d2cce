import { useTenant } from '@bequest/sdk/react';
import { Navigate, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { SingleSignOnLogIn } from './SingleSignOnLogIn';
import { Loading } from '../../components/Loading';

/**
 * /login/from-client-connect (platform-core.md 2.6; ADR 0011): an advisory firm's client portal
 * sends its clients here. On a single sign-on tenant their firm's sign-in starts at once, the
 * `redirect` query parameter carried as on the login page; elsewhere the login page takes over,
 * with the same query, in place of this address.
 */
export const ClientConnectLogInPage = () => {
  usePageTitle('Log in', 'Log in to your account.');
  const tenant = useTenant();
  const { search } = useLocation();
  if (tenant.isPending) return <Loading />;
  const configuration = tenant.data?.configuration;
  if (!configuration?.sso.enabled) return <Navigate to={`/login${search}`} replace />;
  return <SingleSignOnLogIn firmName={configuration.branding.tenantDisplayName} startAtOnce />;
};

export default ClientConnectLogInPage;
