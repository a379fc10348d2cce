import type { TenantConfiguration } from '../tenants/tenant-configuration';

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
  product: 'WILL' | 'RLT',
  configuration: Pick<TenantConfiguration, 'will' | 'rlt'>,
): boolean =>
  product === 'WILL'
    ? configuration.will.startWithoutAccount
    : configuration.rlt.startWithoutAccount;
