import { acceptTerms, fieldErrorsOf, offersSignUp, SignUpFormSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { newProfile, splitFullName } from '../profiles/new-profile';
import { invalidInput, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails';
import { AccountSessions } from './account-sessions';
import { newAccount } from './new-account';
import { USER_EXISTS } from './get-started';
import type { SessionGrant } from './session';
import { configurationOf } from './tenant-configurations';

export interface SignUpInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly preferredName?: string | null;
  readonly termsAccepted: boolean;
}

export type SignUpError =
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'AUTH.USER_EXISTS'>
  | UseCaseError<'AUTH.SIGNUP_CLOSED'>;

/**
 * Sign-up with a password: the account is registered but unverified (code 207) until the
 * e-mailed link is opened (platform-core.md 4.2, 8).
 */
@injectable()
export class SignUp {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
  ) {}

  async execute(input: SignUpInput): Promise<Result<SessionGrant, SignUpError>> {
    const configuration = await configurationOf(this.configurations, input.tenantId);
    if (!offersSignUp(configuration))
      return err({ code: 'AUTH.SIGNUP_CLOSED', message: 'Sign-up is not available here.' });
    const form = SignUpFormSchema.safeParse(input);
    if (!form.success) return err(invalidInput(fieldErrorsOf(form.error.issues)));
    const email = form.data.email.toLowerCase();

    const passwordHash = await this.hasher.hash(input.password);
    const accountId = this.ids.newId();
    const profile = {
      ...newProfile({ randId: this.ids.newId(), accountId, tenantId: input.tenantId, email }),
      ...acceptTerms(this.clock.now()),
      fullName: splitFullName(input.fullName),
      preferredName: input.preferredName?.trim() || null,
    };
    const account = await this.transactions.run(async () => {
      const created = await this.accounts.create(
        newAccount({
          id: accountId,
          tenantId: input.tenantId,
          email,
          passwordHash,
          accountOwnerId: profile.randId,
        }),
      );
      if (!created) return null;
      await this.profiles.create(profile);
      await this.emails.send(created, 'verify_email', 'verify_email', input.origin);
      return created;
    });
    return account ? ok(await this.sessions.grant(account, 207)) : err(USER_EXISTS);
  }
}
