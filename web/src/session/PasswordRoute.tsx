import { useTenant } from '@bequest/sdk/react';
import { offersSignUp } from '@bequest/sdk/app';
import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { Loading } from '../components/Loading';

/** The sign-up page's path, among the password routes. */
export const SIGN_UP_PATH = '/signup';

/**
 * The password routes (platform-core.md 2.6): a tenant with single sign-on has none, and only a
 * tenant that offers sign-up has /signup (platform-core.md 6, 9); elsewhere, log in instead.
 */
export const PasswordRoute = () => {
  const tenant = useTenant();
  const signingUp = useMatch(SIGN_UP_PATH) !== null;
  if (tenant.isPending) return <Loading />;
  const configuration = tenant.data?.configuration;
  if (configuration?.sso.enabled || (signingUp && configuration && !offersSignUp(configuration)))
    return <Navigate to="/login" replace />;
  return <Outlet />;
};
