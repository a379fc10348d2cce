import type { IdentityProviderFailure } from '../../ports/identity-provider.port';
import type { UseCaseError, UseCaseErrorCode } from '../../shared/errors';

export type SsoErrorCode = Extract<UseCaseErrorCode, `SSO.${string}`>;
export type SsoError = UseCaseError<SsoErrorCode>;

const AGAIN = 'Please sign in again.';

/** Each way a single sign-on can fail, in words a client of the firm can act on. */
export const SSO_MESSAGES: Readonly<Record<SsoErrorCode, string>> = {
  'SSO.NOT_CONFIGURED': 'Tenant is missing SSO configuration',
  'SSO.PROVIDER_UNAVAILABLE':
    "We could not reach your firm's sign-in service. Please try again in a few minutes.",
  'SSO.CODE_REJECTED': `Your sign-in took too long or was already used, so it has expired. ${AGAIN}`,
  'SSO.TOKEN_INVALID': `We could not verify the identity your firm's sign-in service sent, so you are not signed in. ${AGAIN}`,
  'SSO.UNKNOWN_ISSUER': `This sign-in came from an identity provider your firm does not use, so you are not signed in. ${AGAIN}`,
  'SSO.PROVIDER_ERROR': `Your firm's sign-in service did not sign you in. ${AGAIN}`,
  'SSO.INVALID_STATE': `This sign-in link is not valid any more: it was already used, it expired, or it was started elsewhere. ${AGAIN}`,
  'SSO.EMAIL_IN_USE':
    'An account with this e-mail address already exists here and is not linked to your sign-in. Please contact your firm.',
};

export const ssoError = (code: SsoErrorCode): SsoError => ({ code, message: SSO_MESSAGES[code] });

export const fromProviderFailure = (failure: IdentityProviderFailure): SsoError =>
  ssoError(`SSO.${failure}`);
