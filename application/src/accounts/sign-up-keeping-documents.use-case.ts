import { acceptTerms } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ONE_TIME_LINKS, type OneTimeLinks } from '../ports/one-time-links.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { splitFullName } from '../profiles/new-profile';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { AccountEmails } from './account-emails.service';
import { readSignUp, type SignUpError, type SignUpInput } from './sign-up.use-case';
import { ALREADY_REGISTERED } from './accounts.errors';

/** A profile written meanwhile: the whole claim is undone. */
class StaleProfile extends Error {}

export type SignUpKeepingDocumentsError =
  | SignUpError
  | typeof ALREADY_REGISTERED
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.STALE_WRITE'>;

/**
 * Sign-up from a browser that got started without an account (issue 21): the started account
 * takes the new address, the password and the terms, so the documents begun in it stay with the
 * person; the e-mailed link verifies the new address. Links sent to the old address end, since
 * it may not be the person's. An address that already has an account answers the same as a new
 * one (its owner is e-mailed, as on sign-up), and the documents stay with this browser's session.
 */
@injectable()
export class SignUpKeepingDocuments {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(ONE_TIME_LINKS) private readonly links: OneTimeLinks,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(AccountEmails) private readonly emails: AccountEmails,
  ) {}

  async execute(
    requester: Requester,
    input: Omit<SignUpInput, 'tenantId'>,
  ): Promise<Result<void, SignUpKeepingDocumentsError>> {
    const form = await readSignUp(this.configurations, requester.tenantId, input);
    if (form.isErr()) return err(form.error);
    const started = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!started) return err(notFound('Account'));
    if (started.isRegistered || started.passwordHash) return err(ALREADY_REGISTERED);

    const email = form.value.email.toLowerCase();
    const passwordHash = await this.hasher.hash(input.password);
    const owner =
      email === started.email && started.holdsEmail
        ? null
        : await this.accounts.findByEmail(started.tenantId, email);
    if (owner) return ok(await this.emails.tellOwner(owner, input.origin));

    const claimed = await this.claim(started, {
      email,
      passwordHash,
      fullName: form.value.fullName,
      origin: input.origin,
    });
    if (claimed === 'stale') return err(staleWrite());
    if (claimed) return ok(undefined);
    // Taken between the look-up and the write: its owner hears of it like any other.
    const taken = await this.accounts.findByEmail(started.tenantId, email);
    if (!taken) return err(staleWrite());
    return ok(await this.emails.tellOwner(taken, input.origin));
  }

  /** The started account under its new address, or null when another account has the address. */
  private async claim(
    started: AccountRecord,
    {
      email,
      passwordHash,
      fullName,
      origin,
    }: { email: string; passwordHash: string; fullName: string; origin: string },
  ): Promise<AccountRecord | null | 'stale'> {
    try {
      return await this.transactions.run(async () => {
        const account = await this.accounts.update(started.tenantId, started.id, started.version, {
          email,
          passwordHash,
          isRegistered: true,
          isEmailConfirmed: false,
        });
        if (!account) return null;
        await this.readdressProfiles(started, account, fullName);
        await this.links.endAll(account.tenantId, account.id);
        await this.emails.send(account, 'verify_email', 'verify_email', origin);
        return account;
      });
    } catch (error) {
      if (error instanceof StaleProfile) return 'stale';
      throw error;
    }
  }

  /**
   * The profiles that carried the old address carry the new one; the owner accepts the terms and,
   * if still nameless, takes the name given.
   */
  private async readdressProfiles(
    before: AccountRecord,
    after: AccountRecord,
    fullName: string,
  ): Promise<void> {
    const terms = acceptTerms(this.clock.now());
    for (const { profile, version } of await this.profiles.listByAccount(
      after.tenantId,
      after.id,
    )) {
      const isOwner = profile.randId === after.accountOwnerId;
      const named = profile.fullName.first !== '' || profile.fullName.last !== '';
      const updated = await this.profiles.update(
        {
          ...profile,
          ...(profile.email === before.email && { email: after.email }),
          ...(isOwner && terms),
          ...(isOwner && !named && { fullName: splitFullName(fullName) }),
        },
        version,
      );
      if (!updated) throw new StaleProfile();
    }
  }
}
