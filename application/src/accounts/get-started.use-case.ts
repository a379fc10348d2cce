import {
  acceptTerms,
  assignRepeatWillUserArm,
  CURRENT_TERMS_VERSION,
  type ExperimentSwitches,
  isValidEmail,
  isValidPassword,
  EMAIL_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  type ClientProductType,
  type EstatePlanPackageType,
  PASSWORD_CRITERIA_MESSAGE,
  type PlanType,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { applyProfileFields, type ProfileFields } from '../profiles/profile-fields';
import { UNDER_AGE } from '../profiles/profiles.errors';
import { newProfile } from '../profiles/new-profile';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { EXPERIMENT_SWITCHES } from '../shared/experiment-switches';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails.service';
import { AccountSessions } from './account-sessions.service';
import { newAccount } from './new-account';
import { configurationOf } from './tenant-configurations';
import type { SessionGrant } from './session';
export interface GetStartedInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly owner: ProfileFields & { readonly fullName: NonNullable<ProfileFields['fullName']> };
  /** The household variant: the second member (platform-core.md 4.9). */
  readonly secondHouseholdMember?: ProfileFields & {
    readonly fullName: NonNullable<ProfileFields['fullName']>;
  };
  readonly isJointTrustPlanSelected?: boolean;
  readonly ownerPackageType?: EstatePlanPackageType | null;
  readonly partnerPackageType?: EstatePlanPackageType | null;
  readonly clientProductType?: ClientProductType | null;
  /** The flow started without an account, where the tenant allows it. */
  readonly product?: PlanType;
  readonly termsAccepted: boolean;
  readonly orgsAllowedToGetContactDetails?: readonly string[];
  /** The repeat-will-user variant sets a password at once (platform-core.md 7). */
  readonly password?: string;
}

export type GetStartedError =
  UseCaseError<'REQUEST.INVALID'> | typeof UNDER_AGE | UseCaseError<'AUTH.START_NOT_ALLOWED'>;

/**
 * Get started (platform-core.md 4.3, 4.9, 7): a new account with no password yet (code 208),
 * its owner profile and, for a household, the second member; terms accepted today. The answer is
 * the same whether or not another account holds the e-mail, so the form tells no one who has one
 * (issue 20): the new account then keeps the address as typed without holding it, and the
 * holder is e-mailed what their account needs instead. The new account joins its arm of the
 * repeat-will-user experiment where that runs (4.2, 9).
 */
@injectable()
export class GetStarted {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(EXPERIMENT_SWITCHES) private readonly experiments: ExperimentSwitches,
  ) {}

  async execute(input: GetStartedInput): Promise<Result<SessionGrant, GetStartedError>> {
    const configuration = await configurationOf(this.configurations, input.tenantId);
    const household = input.secondHouseholdMember !== undefined;
    const allowed =
      !configuration.sso.enabled &&
      (household
        ? configuration.household
        : input.product === 'RLT'
          ? configuration.rlt.startWithoutAccount
          : configuration.will.startWithoutAccount);
    if (!allowed)
      return err({
        code: 'AUTH.START_NOT_ALLOWED',
        message: 'Please log in or create an account to start.',
      });

    const errors: Record<string, string> = {};
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) errors.email = EMAIL_MESSAGE;
    if (!input.termsAccepted) errors.termsAccepted = TERMS_REQUIRED_MESSAGE;
    if (input.password !== undefined && !isValidPassword(input.password))
      errors.password = PASSWORD_CRITERIA_MESSAGE;
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));

    const now = this.clock.now();
    const accountId = this.ids.newId();
    const terms = acceptTerms(now, CURRENT_TERMS_VERSION);
    const build = (fields: GetStartedInput['owner'], packageType: EstatePlanPackageType | null) =>
      applyProfileFields(
        {
          ...newProfile({ randId: this.ids.newId(), accountId, tenantId: input.tenantId, email }),
          ...terms,
          estatePlanPackageType: packageType,
          orgsAllowedToGetContactDetails: [...(input.orgsAllowedToGetContactDetails ?? [])],
        },
        fields,
        now,
      );
    const owner = build(input.owner, input.ownerPackageType ?? null).map((profile) => ({
      ...profile,
      clientProductType: input.clientProductType ?? null,
    }));
    if (owner.isErr()) return err(owner.error);
    const partner = input.secondHouseholdMember
      ? build(input.secondHouseholdMember, input.partnerPackageType ?? null)
      : null;
    if (partner?.isErr()) return err(prefixed(partner.error, 'secondHouseholdMember'));

    const passwordHash =
      input.password === undefined ? null : await this.hasher.hash(input.password);
    /** Starts the account; it holds the address unless `holder` does, who is told instead. */
    const start = (holder: AccountRecord | null) =>
      this.transactions.run(async () => {
        const ownerProfile = owner.value;
        const partnerProfile = partner?.isOk() ? partner.value : null;
        if (partnerProfile) {
          ownerProfile.maritalPartnerProfileId = partnerProfile.randId;
          partnerProfile.maritalPartnerProfileId = ownerProfile.randId;
          partnerProfile.maritalStatus = ownerProfile.maritalStatus;
        }
        const created = await this.accounts.create(
          newAccount({
            id: accountId,
            tenantId: input.tenantId,
            email,
            holdsEmail: holder === null,
            passwordHash,
            accountOwnerId: ownerProfile.randId,
            isJointTrustPlanSelected: input.isJointTrustPlanSelected,
            repeatWillUserArm: assignRepeatWillUserArm({
              accountId,
              experiments: this.experiments,
              configuration,
            }),
          }),
        );
        if (!created) return null;
        await this.profiles.create(ownerProfile);
        if (partnerProfile) await this.profiles.create(partnerProfile);
        const mail = configuration.email;
        if (holder) await this.emails.tellOwner(holder, input.origin);
        else if (passwordHash !== null)
          await this.emails.send(created, 'verify_email', 'verify_email', input.origin);
        else if (mail.enabled && mail.finishYourAccountEmail.sendAtStartOfProductFlow)
          await this.emails.send(
            created,
            'finish_your_account',
            'reset_password',
            input.origin,
            null,
            {
              firstName: ownerProfile.preferredName ?? ownerProfile.fullName.first,
            },
          );
        return created;
      });
    const holder = await this.accounts.findByEmail(input.tenantId, email);
    // An address taken between the look-up and the insert is started like any other held one.
    const account =
      (await start(holder)) ??
      (holder ? null : await start(await this.accounts.findByEmail(input.tenantId, email)));
    if (!account) throw new Error(`Account ${accountId} could not be started`);
    return ok(await this.sessions.grant(account, passwordHash === null ? 208 : 207));
  }
}

const prefixed = <E extends { fields?: Readonly<Record<string, string>> }>(
  error: E,
  prefix: string,
): E =>
  error.fields
    ? {
        ...error,
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [`${prefix}.${field}`, message]),
        ),
      }
    : error;
