import {
  acceptTerms,
  duplicateProfileNameError,
  isValidFullName,
  mayAddProfiles,
  NAME_MESSAGES,
  TERMS_REQUIRED_MESSAGE,
  type CountryCode,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { configurationOf } from '../accounts/tenant-configurations';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { newProfile, splitFullName } from './new-profile';

export interface CreateProfileInput {
  readonly fullName: string;
  readonly preferredName?: string | null;
  readonly country?: CountryCode;
  readonly flags?: Readonly<Record<string, boolean>>;
  readonly termsAccepted: boolean;
}

export const DUPLICATE_PROFILE_NAME = 'PROFILE.DUPLICATE_NAME';

export type CreateProfileError =
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<typeof DUPLICATE_PROFILE_NAME>
  | UseCaseError<'PROFILE.NOT_ALLOWED'>;

/**
 * Create profile (platform-core.md 2.12, 5, 7): for a verified user where the tenant allows
 * several profiles; a full name already in the account is refused.
 */
@injectable()
export class CreateProfile {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    input: CreateProfileInput,
  ): Promise<Result<VersionedProfile, CreateProfileError>> {
    const errors: Record<string, string> = {};
    if (!isValidFullName(input.fullName)) errors.fullName = NAME_MESSAGES.last;
    if (!input.termsAccepted) errors.termsAccepted = TERMS_REQUIRED_MESSAGE;
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));

    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    const configuration = await configurationOf(this.configurations, requester.tenantId);
    if (!mayAddProfiles(configuration, account.isEmailConfirmed))
      return err({
        code: 'PROFILE.NOT_ALLOWED',
        message: 'Please verify your e-mail address to add profiles.',
      });
    const existing = await this.profiles.listByAccount(requester.tenantId, requester.accountId);
    const duplicate = duplicateProfileNameError(
      existing.map(({ profile }) => profile),
      input.fullName,
    );
    if (duplicate)
      return err({
        code: DUPLICATE_PROFILE_NAME,
        message: duplicate,
        fields: { fullName: duplicate },
      });

    const created = await this.profiles.create({
      ...newProfile({
        randId: this.ids.newId(),
        accountId: account.id,
        tenantId: account.tenantId,
        email: account.email,
        country: input.country,
      }),
      ...acceptTerms(this.clock.now()),
      fullName: splitFullName(input.fullName),
      preferredName: input.preferredName?.trim() || null,
      flags: { ...input.flags },
    });
    return ok({ ...created.profile, version: created.version });
  }
}
