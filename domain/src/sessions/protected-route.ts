export type ProtectedRouteOutcome =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'render' };

export const CHOOSE_YOUR_PLAN_ROUTE = '/choose-your-plan';
export const HOUSEHOLD_ROUTE = '/household';
/** Where someone who got started without an account finishes it (issue 21). */
export const FINISH_ACCOUNT_ROUTE = '/finish-account';
/** Where someone whose address is not verified yet gets a new link (platform-core.md 2.6). */
export const REQUEST_VERIFICATION_ROUTE = '/login/request-verification';

/**
 * Whether a session counts as signed in (platform-core.md 2.14, 4.2, 4.10): logged in, or, on a
 * household or single-sign-on tenant, which start people without the password flow, authorized
 * (a session with an active profile).
 */
export const countsAsSignedIn = (state: {
  readonly isLoggedIn: boolean;
  readonly isAuthorized: boolean;
  readonly household: boolean;
  readonly singleSignOn: boolean;
}): boolean => state.isLoggedIn || (state.isAuthorized && (state.household || state.singleSignOn));

/**
 * A protected route (platform-core.md 2.14): a spinner while the user loads; signed in means
 * logged in, or authorized on a household or single-sign-on tenant; a known user who
 * (or whose partner) has not accepted the latest terms goes to choose-your-plan or the household
 * page, whichever the tenant has. Someone with a session who is not signed in yet goes where they
 * finish: the account made without a password to its e-mailed link, the unverified address to a
 * new verification link (issue 21: no log-in wall for a session that cannot log in); anyone else
 * goes to the login path.
 */
export const protectedRoute = (state: {
  readonly userLoading: boolean;
  readonly isLoggedIn: boolean;
  /** Holds a session with an active profile (platform-core.md 4.2). */
  readonly isAuthorized: boolean;
  /** The account has a password. */
  readonly isRegistered: boolean;
  readonly hasAcceptedLatestTerms: boolean;
  /** False only when a partner exists and has not accepted the latest terms. */
  readonly partnerHasAcceptedLatestTerms: boolean;
  readonly chooseYourPlan: boolean;
  readonly household: boolean;
  readonly singleSignOn: boolean;
  readonly loginPath: string;
  readonly currentPath: string;
}): ProtectedRouteOutcome => {
  if (state.userLoading) return { kind: 'loading' };
  if (!countsAsSignedIn(state)) {
    const returnTo = `?redirect=${encodeURIComponent(state.currentPath)}`;
    if (!state.isAuthorized) return { kind: 'redirect', to: state.loginPath };
    return {
      kind: 'redirect',
      to: `${state.isRegistered ? REQUEST_VERIFICATION_ROUTE : FINISH_ACCOUNT_ROUTE}${returnTo}`,
    };
  }
  const termsMissing = !state.hasAcceptedLatestTerms || !state.partnerHasAcceptedLatestTerms;
  const termsRoute = state.chooseYourPlan
    ? CHOOSE_YOUR_PLAN_ROUTE
    : state.household
      ? HOUSEHOLD_ROUTE
      : null;
  if (termsMissing && termsRoute && state.currentPath !== termsRoute)
    return { kind: 'redirect', to: termsRoute };
  return { kind: 'render' };
};
