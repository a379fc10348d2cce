import {
  fullNameToString,
  US_STATES,
  type ClientProductType,
  type EstatePlanPackageType,
  type UsStateCode,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { AccountSessions } from '../accounts/account-sessions.service';
import type { CurrentUserView } from '../accounts/current-user-view';
import { OpenAttorneyDraftedPlan } from '../fulfilment/open-attorney-drafted-plan.use-case';
import { RaiseDocumentReviews } from '../life-events/raise-document-reviews.service';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { allOrNothing } from '../shared/all-or-nothing';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { newProfile } from './new-profile';
import { applyProfileFields, type ProfileFields } from './profile-fields';
import type { UNDER_AGE } from './profiles.errors';
export interface HouseholdMemberInput extends ProfileFields {
  readonly version: number;
  readonly estatePlanPackageType?: EstatePlanPackageType | null;
  /** Self-directed or attorney-drafted, where the client-counsel flag asks (platform-core.md 2.9). */
  readonly clientProductType?: ClientProductType | null;
}

export interface UpdateHouseholdInput {
  readonly accountVersion: number;
  readonly accountOwner: HouseholdMemberInput;
  /** The second member: its fields, and its version when it already exists. */
  readonly secondHouseholdMember:
    | (ProfileFields & {
        readonly version?: number;
        readonly estatePlanPackageType?: EstatePlanPackageType | null;
      })
    | null;
  readonly isJointTrustPlanSelected: boolean;
}

export type UpdateHouseholdError =
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | typeof UNDER_AGE;

/**
 * Update household (platform-core.md 4.9, 4.12, 7): the owner, the second member (created the
 * first time, always with the owner's e-mail) and the joint-trust flag, all or nothing; with the
 * review flags of each member's finished documents a life event touches (issue 29); choosing an
 * attorney-drafted plan puts it in support's matching queue (issue 24).
 */
@injectable()
export class UpdateHousehold {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
    @inject(RaiseDocumentReviews) private readonly reviews: RaiseDocumentReviews,
    @inject(OpenAttorneyDraftedPlan) private readonly attorneyDrafted: OpenAttorneyDraftedPlan,
  ) {}

  async execute(
    requester: Requester,
    input: UpdateHouseholdInput,
  ): Promise<Result<CurrentUserView, UpdateHouseholdError>> {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    if (account.version !== input.accountVersion) return err(staleWrite());
    const stored = await this.profiles.listByAccount(account.tenantId, account.id);
    const owner = stored.find(({ profile }) => profile.randId === account.accountOwnerId);
    if (!owner) return err(notFound('Profile'));
    if (owner.version !== input.accountOwner.version) return err(staleWrite());
    const partner = stored.find(({ profile }) => profile.randId !== account.accountOwnerId) ?? null;
    const now = this.clock.now();

    const {
      version: _ownerVersion,
      estatePlanPackageType: ownerPackage,
      clientProductType,
      ...ownerFields
    } = input.accountOwner;
    const nextOwner = applyProfileFields(owner.profile, ownerFields, now);
    if (nextOwner.isErr()) return err(nextOwner.error);
    if (ownerPackage !== undefined) nextOwner.value.estatePlanPackageType = ownerPackage;
    if (clientProductType !== undefined) nextOwner.value.clientProductType = clientProductType;

    let nextPartner = null;
    const second = input.secondHouseholdMember;
    if (second) {
      if (partner && second.version !== partner.version) return err(staleWrite());
      const { version: _partnerVersion, estatePlanPackageType: partnerPackage, ...fields } = second;
      const base =
        partner?.profile ??
        newProfile({
          randId: this.ids.newId(),
          accountId: account.id,
          tenantId: account.tenantId,
          email: account.email,
        });
      const applied = applyProfileFields(
        {
          ...base,
          termsAcceptedOn: base.termsAcceptedOn ?? owner.profile.termsAcceptedOn,
          termsAcceptedVersion: base.termsAcceptedVersion ?? owner.profile.termsAcceptedVersion,
        },
        fields,
        now,
      );
      if (applied.isErr())
        return err({
          ...applied.error,
          ...('fields' in applied.error && applied.error.fields
            ? {
                fields: Object.fromEntries(
                  Object.entries(applied.error.fields).map(([k, v]) => [
                    `secondHouseholdMember.${k}`,
                    v,
                  ]),
                ),
              }
            : {}),
        });
      nextPartner = { ...applied.value, email: account.email };
      if (partnerPackage !== undefined) nextPartner.estatePlanPackageType = partnerPackage;
      nextPartner.maritalPartnerProfileId = nextOwner.value.randId;
      nextPartner.maritalStatus = nextOwner.value.maritalStatus;
      nextOwner.value.maritalPartnerProfileId = nextPartner.randId;
    }

    const saved = await allOrNothing(this.transactions, async (abort) => {
      const updatedAccount = await this.accounts.update(
        account.tenantId,
        account.id,
        account.version,
        {
          isJointTrustPlanSelected: input.isJointTrustPlanSelected,
        },
      );
      if (!updatedAccount) abort();
      const savedOwner = await this.profiles.update(nextOwner.value, owner.version);
      if (!savedOwner) return abort();
      await this.reviews.afterSave(owner.profile, savedOwner.profile);
      // Choosing an attorney-drafted plan queues it for matching, in the same write.
      if (
        savedOwner.profile.clientProductType === 'attorney_drafted' &&
        owner.profile.clientProductType !== 'attorney_drafted'
      ) {
        const area = savedOwner.profile.administrativeArea;
        await this.attorneyDrafted.execute(requester, {
          profileId: savedOwner.profile.randId,
          state: area && Object.hasOwn(US_STATES, area) ? (area as UsStateCode) : null,
          contact: {
            name: fullNameToString(savedOwner.profile.fullName) || null,
            email: account.email,
            phone: savedOwner.profile.phone || null,
          },
          requestedAt: now,
        });
      }
      if (nextPartner) {
        const written = partner
          ? await this.profiles.update(nextPartner, partner.version)
          : await this.profiles.create(nextPartner);
        if (!written) abort();
        if (partner) await this.reviews.afterSave(partner.profile, nextPartner);
      }
      return updatedAccount;
    });
    if (!saved) return err(staleWrite());
    const view = await this.sessions.currentUser({ ...requester, account: saved });
    return view.isOk() ? ok(view.value) : err(view.error);
  }
}
