import { protectedRoute } from '@bequest/sdk';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTenant } from '../tenant/use-tenant';
import { useCurrentUser } from './use-current-user';

export const LOGIN_PATH = '/login';

/** A page for signed-in people (platform-core.md 2.14): the domain decides where others go. */
export const ProtectedRoute = () => {
  const location = useLocation();
  const user = useCurrentUser();
  const tenant = useTenant();
  const currentPath = `${location.pathname}${location.search}`;
  const outcome = protectedRoute({
    userLoading: user.isPending || tenant.isPending,
    isLoggedIn: Boolean(user.data?.isLoggedIn),
    isAuthorizedInMode: false,
    hasAcceptedLatestTerms: user.data?.hasAcceptedLatestTerms ?? true,
    partnerHasAcceptedLatestTerms: true,
    chooseYourPlan: tenant.data?.configuration.chooseYourPlan ?? false,
    household: tenant.data?.configuration.household ?? false,
    loginPath: `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`,
    currentPath,
  });
  if (outcome.kind === 'loading') return <p role="status">Loading…</p>;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <Outlet />;
};
