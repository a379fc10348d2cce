import { useTenant } from '@bequest/sdk/react';
import { protectedRoute } from '@bequest/sdk/app';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { householdTermsToAccept } from './household-profiles';
import { useCurrentUser } from './use-current-user';
import { Loading } from '../components/Loading';

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
  const configuration = tenant.data?.configuration;
  const pending = user.data ? householdTermsToAccept(user.data) : null;
  return protectedRoute({
    userLoading: user.isPending || tenant.isPending,
    isLoggedIn: anySession ? Boolean(user.data) : Boolean(user.data?.isLoggedIn),
    isAuthorized: user.data?.isAuthorized ?? false,
    isRegistered: user.data?.isRegistered ?? false,
    hasAcceptedLatestTerms: !pending?.owner,
    partnerHasAcceptedLatestTerms: !pending?.secondMember,
    chooseYourPlan: configuration?.chooseYourPlan ?? false,
    household: configuration?.household ?? false,
    singleSignOn: configuration?.sso.enabled ?? false,
    loginPath: `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`,
    currentPath,
  });
};

/**
 * A page for signed-in people (platform-core.md 2.14), or for anyone with a session when
 * `anySession` (creating a password); the domain decides where others go.
 */
export const ProtectedRoute = ({ anySession = false }: { readonly anySession?: boolean }) => {
  const outcome = useProtectedOutcome(anySession);
  if (outcome.kind === 'loading') return <Loading />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <Outlet />;
};
