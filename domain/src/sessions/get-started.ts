import type { PlanType } from '../products/product-type';
import type { TenantConfiguration } from '../tenants/tenant-configuration';

/**
 * gettingStartedStatusCode: 200 at first, then the outcome of get-started (platform-core.md 4.3).
 * The specification's userExists and userExistsError never happen: a start with an address that
 * has an account answers as for a new one (issue 20).
 */
export type GettingStartedStatusCode =
  200 | 'userExistsNoPassword' | 'financialAdvisoryFirmDoesNotExist';

export const INITIAL_GETTING_STARTED_STATUS: GettingStartedStatusCode = 200;

export type GetStartedOutcome =
  | { readonly kind: 'success'; readonly token: string; readonly activeProfileId: string }
  | { readonly kind: 'financialAdvisoryFirmDoesNotExist' };

export interface GetStartedTransition {
  readonly statusCode: GettingStartedStatusCode;
  /** The token to store and the profile to make active, on success. */
  readonly session: { readonly token: string; readonly activeProfileId: string } | null;
}

/** What a get-started outcome does (platform-core.md 4.3). */
export const afterGetStarted = (outcome: GetStartedOutcome): GetStartedTransition => {
  switch (outcome.kind) {
    case 'success':
      return {
        statusCode: 'userExistsNoPassword',
        session: { token: outcome.token, activeProfileId: outcome.activeProfileId },
      };
    case 'financialAdvisoryFirmDoesNotExist':
      return { statusCode: 'financialAdvisoryFirmDoesNotExist', session: null };
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
  product: PlanType,
  configuration: Pick<TenantConfiguration, 'will' | 'rlt'>,
): boolean =>
  product === 'WILL'
    ? configuration.will.startWithoutAccount
    : configuration.rlt.startWithoutAccount;
