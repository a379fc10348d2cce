import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  fromProviderFailure,
  type SsoError,
} from '../accounts/single-sign-on/single-sign-on.errors';
import { CLOCK, type Clock } from '../ports/clock.port';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../ports/identity-provider.port';
import { SSO_TRANSACTIONS, type SsoTransactions } from '../ports/sso-transactions.port';
import { staffError, type StaffError } from './staff.errors';
import {
  STAFF_SIGN_IN_SCOPE,
  STAFF_SIGN_IN_SETTINGS,
  staffRedirectUri,
  type StaffSignInSettings,
} from './staff-sign-in-settings';

/**
 * Starts a staff sign-in at the company's OpenID provider: fresh state, nonce and PKCE verifier,
 * kept on the server for the one callback that may use them, as a person's single sign-on does.
 */
@injectable()
export class StartStaffSignIn {
  constructor(
    @inject(STAFF_SIGN_IN_SETTINGS) private readonly settings: StaffSignInSettings,
    @inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    @inject(SSO_TRANSACTIONS) private readonly transactions: SsoTransactions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly origin: string;
    readonly returnPath: string;
  }): Promise<Result<{ authorizationUrl: string }, StaffError | SsoError>> {
    if (!this.settings) return err(staffError('STAFF.SIGN_IN_UNAVAILABLE'));
    const checks = this.provider.newChecks();
    const redirectUri = staffRedirectUri(input.origin);
    const url = await this.provider.authorizationUrl(this.settings, checks, redirectUri);
    if (url.isErr()) return err(fromProviderFailure(url.error));
    await this.transactions.save({
      ...checks,
      tenantId: STAFF_SIGN_IN_SCOPE,
      redirectUri,
      returnPath: input.returnPath,
      createdAt: this.clock.now(),
    });
    return ok({ authorizationUrl: url.value });
  }
}
