import {
  acceptTerms,
  fieldErrorsOf,
  offersSignUp,
  SignUpFormSchema,
  type SignUpForm,
} from '@bequest/domain';
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
import { AccountEmails } from './account-emails.service';
import { newAccount } from './new-account';
import { configurationOf } from './tenant-configurations';

export interface SignUpInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly preferredName?: string | null;
  readonly termsAccepted: boolean;
}

export type SignUpError = UseCaseError<'REQUEST.INVALID'> | UseCaseError<'AUTH.SIGNUP_CLOSED'>;

/** The sign-up form, read where the tenant offers sign-up (platform-core.md 6, 9). */
export const readSignUp = async (
  configurations: TenantConfigurationRepository,
  tenantId: string,
  input: Omit<SignUpInput, 'tenantId'>,
): Promise<Result<SignUpForm, SignUpError>> => {
  if (!offersSignUp(await configurationOf(configurations, tenantId)))
    return err({ code: 'AUTH.SIGNUP_CLOSED', message: 'Sign-up is not available here.' });
  const form = SignUpFormSchema.safeParse(input);
  return form.success ? ok(form.data) : err(invalidInput(fieldErrorsOf(form.error.issues)));
};

/**
 * Sign-up with a password (platform-core.md 4.2, 8): the account is registered but unverified
 * until the e-mailed link is opened, which signs the person in. The answer is the same whether
 * the address is new or already has an account, so the form tells no one who has one (issue 20):
 * the account's owner is e-mailed instead, with the link their account needs (verify the address,
 * finish the account, or log in and reset the password).
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
  ) {}

  async execute(input: SignUpInput): Promise<Result<void, SignUpError>> {
    const form = await readSignUp(this.configurations, input.tenantId, input);
    if (form.isErr()) return err(form.error);
    const email = form.value.email.toLowerCase();

    // Hashed whether or not it is kept, so a known address answers in the same time.
    const passwordHash = await this.hasher.hash(input.password);
    const existing = await this.accounts.findByEmail(input.tenantId, email);
    if (existing) return ok(await this.emails.tellOwner(existing, input.origin));
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
    if (!account) {
      // Taken between the look-up and the insert: its owner hears of it like any other.
      const taken = await this.accounts.findByEmail(input.tenantId, email);
      if (taken) await this.emails.tellOwner(taken, input.origin);
    }
    return ok(undefined);
  }
}
