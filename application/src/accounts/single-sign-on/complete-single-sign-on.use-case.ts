import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../../ports/account-repository.port';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { FIRM_WEBHOOKS, type FirmWebhooks } from '../../ports/firm-webhooks.port';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import {
  IDENTITY_PROVIDER,
  type IdentityProvider,
  type VerifiedIdentity,
} from '../../ports/identity-provider.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../../ports/profile-repository.port';
import { SSO_TRANSACTIONS, type SsoTransactions } from '../../ports/sso-transactions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { newProfile } from '../../profiles/new-profile';
import { AccountSessions } from '../account-sessions.service';
import { newAccount } from '../new-account';
import type { SessionGrant } from '../session';
import { configurationOf } from '../tenant-configurations';
import { fromProviderFailure, ssoError, type SsoError } from './single-sign-on.errors';
import { ssoRedirectUri, ssoSettingsOf } from './sso-settings';

/** A sign-in must come back within this time of its start. */
export const SSO_TRANSACTION_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The tenant shell's callback (platform-core.md 4.2): the state must name a sign-in this tenant
 * started and has not used; the code is redeemed with its PKCE verifier and the ID token checked
 * against the nonce. The account is found by issuer and subject, never by e-mail alone; the first
 * sign-in creates it, with the owner profile named from the token's claims.
 */
@injectable()
export class CompleteSingleSignOn {
  constructor(
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    @inject(SSO_TRANSACTIONS) private readonly ssoTransactions: SsoTransactions,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
    @inject(FIRM_WEBHOOKS) private readonly webhooks: FirmWebhooks,
  ) {}

  async execute(input: {
    readonly tenantId: string;
    readonly origin: string;
    /** The query string the provider sent the person back with. */
    readonly callbackQuery: string;
  }): Promise<Result<SessionGrant & { returnPath: string }, SsoError>> {
    const settings = ssoSettingsOf(await configurationOf(this.configurations, input.tenantId));
    if (settings.isErr()) return err(settings.error);
    const state = new URLSearchParams(input.callbackQuery).get('state') ?? '';
    const notBefore = new Date(this.clock.now().getTime() - SSO_TRANSACTION_LIFETIME_MS);
    const transaction = state
      ? await this.ssoTransactions.consume(input.tenantId, state, notBefore)
      : null;
    if (!transaction || transaction.redirectUri !== ssoRedirectUri(input.origin))
      return err(ssoError('SSO.INVALID_STATE'));

    const identity = await this.provider.redeem(
      settings.value,
      `${transaction.redirectUri}?${input.callbackQuery}`,
      transaction,
    );
    if (identity.isErr()) return err(fromProviderFailure(identity.error));
    if (identity.value.issuer !== settings.value.issuer) return err(ssoError('SSO.UNKNOWN_ISSUER'));

    const account =
      (await this.accounts.findBySsoIdentity(
        input.tenantId,
        identity.value.issuer,
        identity.value.subject,
      )) ?? (await this.firstSignIn(input.tenantId, identity.value));
    if (!account) return err(ssoError('SSO.EMAIL_IN_USE'));
    const signedIn = await this.signIn(account, identity.value.advisorEmail);
    return ok({
      ...(await this.sessions.grant(signedIn, 200)),
      returnPath: transaction.returnPath,
    });
  }

  /**
   * Counts the sign-in and takes the advisor the provider names now; when that is another
   * advisor, the firm hears of it (`client.advisor_changed`) in the same transaction.
   */
  private signIn(account: AccountRecord, advisorEmail: string | null): Promise<AccountRecord> {
    return this.transactions.run(async () => {
      const updated = await this.accounts.update(account.tenantId, account.id, account.version, {
        signInCount: account.signInCount + 1,
        advisorEmail,
      });
      if (updated && account.advisorEmail !== advisorEmail) {
        const changedAt = this.clock.now();
        await this.webhooks.enqueue({
          tenantId: account.tenantId,
          eventId: `client.advisor_changed:${account.id}:${updated.version}`,
          type: 'client.advisor_changed',
          data: {
            clientId: account.id,
            previousAdvisorEmail: account.advisorEmail,
            advisorEmail,
            changedAt: changedAt.toISOString(),
          },
          occurredAt: changedAt,
        });
      }
      return updated ?? account;
    });
  }

  /** The account and owner profile of a first sign-in; null when its e-mail is taken. */
  private async firstSignIn(
    tenantId: string,
    identity: VerifiedIdentity,
  ): Promise<AccountRecord | null> {
    const accountId = this.ids.newId();
    const email = (identity.email ?? `${identity.subject}@users.invalid`).toLowerCase();
    const owner = {
      ...newProfile({ randId: this.ids.newId(), accountId, tenantId, email }),
      fullName: { first: identity.givenName ?? '', middle: '', last: identity.familyName ?? '' },
    };
    return this.transactions.run(async () => {
      const created = await this.accounts.create({
        ...newAccount({
          id: accountId,
          tenantId,
          email,
          passwordHash: null,
          accountOwnerId: owner.randId,
        }),
        // The firm's provider vouched for the person and their address.
        isRegistered: true,
        isEmailConfirmed: true,
        ssoIdentity: { issuer: identity.issuer, subject: identity.subject },
      });
      if (created) await this.profiles.create(owner);
      return created;
    });
  }
}
