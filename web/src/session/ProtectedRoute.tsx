import { protectedRoute } from '@bequest/sdk';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTenant } from '../tenant/use-tenant';
import { useCurrentUser } from './use-current-user';

export const LOGIN_PATH = '/login';

/**
 * Where a protected page sends the visitor (platform-core.md 2.14), decided by the domain. A page
 * open to anyone with a session, signed in or only got started, counts that session as signed in.
 */
export const useProtectedOutcome = (anySession = false) => {
  const location = useLocation();
  const user = useCurrentUser();
  const tenant = useTenant();
  const currentPath = `${location.pathname}${location.search}`;
  return protectedRoute({
    userLoading: user.isPending || tenant.isPending,
    isLoggedIn: anySession ? Boolean(user.data) : Boolean(user.data?.isLoggedIn),
    isAuthorizedInMode: false,
    hasAcceptedLatestTerms: user.data?.hasAcceptedLatestTerms ?? true,
    partnerHasAcceptedLatestTerms: true,
    chooseYourPlan: tenant.data?.configuration.chooseYourPlan ?? false,
    household: tenant.data?.configuration.household ?? false,
    loginPath: `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`,
    currentPath,
  });
};

/** A page for signed-in people (platform-core.md 2.14): the domain decides where others go. */
export const ProtectedRoute = () => {
  const outcome = useProtectedOutcome();
  if (outcome.kind === 'loading') return <p role="status">Loading…</p>;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <Outlet />;
};
