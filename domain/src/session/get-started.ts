import type { PlanType } from '../products/product-type';
import type { TenantConfiguration } from '../tenants/tenant-configuration';
import { AUTH_ERROR_ROUTES, USER_EXISTS_CODES } from './auth-response-codes';

/** gettingStartedStatusCode: 200 at first, then the outcome of get-started (platform-core.md 4.3). */
export type GettingStartedStatusCode =
  | 200
  | 'userExistsNoPassword'
  | 'userExists'
  | 'userExistsError'
  | 'financialAdvisoryFirmDoesNotExist';

export const INITIAL_GETTING_STARTED_STATUS: GettingStartedStatusCode = 200;

export type GetStartedOutcome =
  | { readonly kind: 'success'; readonly token: string; readonly activeProfileId: string }
  | { readonly kind: 'userExists' }
  | { readonly kind: 'userExistsError' }
  | { readonly kind: 'financialAdvisoryFirmDoesNotExist' };

export interface GetStartedTransition {
  readonly statusCode: GettingStartedStatusCode;
  /** The token to store and the profile to make active, on success. */
  readonly session: { readonly token: string; readonly activeProfileId: string } | null;
  readonly requiresRegistrationAuthentication: boolean;
  /** The auth cookie is expired and the person asked to log in. */
  readonly expireTokenAndLogIn: boolean;
}

/** What a get-started outcome does (platform-core.md 4.3). */
export const afterGetStarted = (outcome: GetStartedOutcome): GetStartedTransition => {
  const none = {
    session: null,
    requiresRegistrationAuthentication: false,
    expireTokenAndLogIn: false,
  };
  switch (outcome.kind) {
    case 'success':
      return {
        ...none,
        statusCode: 'userExistsNoPassword',
        session: { token: outcome.token, activeProfileId: outcome.activeProfileId },
      };
    case 'userExists':
      return { ...none, statusCode: 'userExists', requiresRegistrationAuthentication: true };
    case 'userExistsError':
      return { ...none, statusCode: 'userExistsError', expireTokenAndLogIn: true };
    case 'financialAdvisoryFirmDoesNotExist':
      return { ...none, statusCode: 'financialAdvisoryFirmDoesNotExist' };
  }
};

/** The get-started outcome an error code of the API stands for, if any (platform-core.md 4.3). */
export const getStartedOutcomeOfError = (code: string): GetStartedOutcome | null =>
  code === USER_EXISTS_CODES.userExistsError
    ? { kind: 'userExistsError' }
    : code === USER_EXISTS_CODES.userExists
      ? { kind: 'userExists' }
      : null;

/** Where a household start the API refused goes next. */
export type RefusedHouseholdStart =
  | { readonly kind: 'logIn' }
  | { readonly kind: 'verifyRegistration' }
  | { readonly kind: 'errorRoute'; readonly route: string };

/**
 * A household start the API refused (platform-core.md 4.3, 4.9 step 4, 8), by its error code: an
 * e-mail whose account must log in goes to log in (the page keeps the plan route as the login's
 * return); one whose registration must be authenticated goes to verify its address (the page
 * keeps the e-mail); an owner under 18 ends on the invalid-age route. Null for any other refusal,
 * which the page itself explains.
 */
export const afterRefusedHouseholdStart = (code: string): RefusedHouseholdStart | null => {
  const outcome = getStartedOutcomeOfError(code);
  const transition = outcome && afterGetStarted(outcome);
  if (transition?.expireTokenAndLogIn) return { kind: 'logIn' };
  if (transition?.requiresRegistrationAuthentication) return { kind: 'verifyRegistration' };
  return code === 'PROFILE.UNDER_AGE'
    ? { kind: 'errorRoute', route: AUTH_ERROR_ROUTES.invalidAge }
    : null;
};

/**
 * Get-started is complete for a new registration (a token, and either just got started or
 * registered) or an authorized user (a token and an active profile) (platform-core.md 4.3).
 */
export const isGetStartedComplete = (state: {
  readonly token: string | null;
  readonly justGotStarted: boolean;
  readonly isRegistered: boolean;
  readonly activeProfileId: string | null;
}): boolean =>
  Boolean(state.token) &&
  (state.justGotStarted || state.isRegistered || Boolean(state.activeProfileId));

/** Starting without an account, where the tenant allows it for the will or the trust. */
export const canStartWithoutAccount = (
  product: PlanType,
  configuration: Pick<TenantConfiguration, 'will' | 'rlt'>,
): boolean =>
  product === 'WILL'
    ? configuration.will.startWithoutAccount
    : configuration.rlt.startWithoutAccount;
