import {
  BENEFICIARY_PLAN_MESSAGES,
  BeneficiaryPlanSchema,
  hasPartnerStatus,
  isBeneficiaryPlanComplete,
  NonProbateAssetSchema,
  orderAssets,
  validateAssetForm,
  validateBeneficiaries,
  withContactDetailsAllowedFor,
  type AssetFormDraft,
  type BeneficiaryPlan,
  type NonProbateAsset,
  type NonProbateBeneficiary,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { configurationOf } from '../accounts/tenant-configurations';
import { allOrNothing } from '../shared/all-or-nothing';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { BENEFICIARY_PLAN_OFF } from './beneficiary-plan.errors';

const KIND = 'NONPROBATE_PLANS';

/** Concurrent changes to one plan are retried this often before the caller is told. */
const ATTEMPTS = 3;

/** The plan as the API answers it: assets in the page's order (giving 2.2). */
export interface BeneficiaryPlanView extends BeneficiaryPlan {
  readonly isComplete: boolean;
}

/** An asset with the plan it belongs to embedded (giving 4.2). */
export type AssetView = NonProbateAsset & {
  readonly nonProbatePlan: Pick<
    BeneficiaryPlan,
    'randId' | 'profileId' | 'hasPermissionToShareInfo' | 'refOrgId'
  >;
};

export type BeneficiaryPlanError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | typeof BENEFICIARY_PLAN_OFF;

const assetNotValid = (fields: Readonly<Partial<Record<string, string>>>) => ({
  ...invalidInput(fields),
  message: BENEFICIARY_PLAN_MESSAGES.assetNotValid,
});

/** What a change knows besides the plan: the time, and whether the person has a partner. */
interface ChangeContext {
  readonly now: Date;
  readonly hasPartner: boolean;
}

/**
 * What one change does to the plan: the next plan and what to answer, or a refusal; and a
 * partner besides the plan's own that the person now lets have their contact details.
 */
type Change<T> = (
  plan: BeneficiaryPlan,
  context: ChangeContext,
) => Result<
  {
    plan: BeneficiaryPlan;
    answer: (plan: BeneficiaryPlan) => T;
    allowContactDetailsFor?: string | null;
  },
  BeneficiaryPlanError
>;

/**
 * The active profile's beneficiary plan (giving-and-beneficiaries.md 3, 4.2-4.7, 7.1): the
 * opt-in, the assets and their beneficiaries. The plan is stored whole, so every change is
 * checked against the version it read; the profile's nonprobate_plans summary changes with it.
 */
@injectable()
export class BeneficiaryPlans {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
  ) {}

  async get(requester: Requester): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    if (!(await this.offered(requester))) return err(BENEFICIARY_PLAN_OFF);
    const stored = await this.find(requester);
    return stored ? ok(viewOf(stored.plan)) : err(notFound('Beneficiary plan'));
  }

  async asset(
    requester: Requester,
    assetId: string,
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    const plan = await this.get(requester);
    if (plan.isErr()) return err(plan.error);
    const asset = plan.value.assets.find((candidate) => candidate.randId === assetId);
    return asset ? ok(assetViewOf(plan.value, asset)) : err(notFound('Asset'));
  }

  /**
   * The opt-in answer (giving 4.7): sharing adds the referring partner to the profile's list, and
   * `partnerOrgId`, the partner whose branded flow the person answers in (the current partner of
   * 4.7), when it differs; a partner not known is refused, naming the field.
   */
  async setOptIn(
    requester: Requester,
    hasPermissionToShareInfo: boolean,
    partnerOrgId: string | null = null,
  ): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    if (partnerOrgId !== null && !(await this.partners.findByOrganizationId(partnerOrgId)))
      return err(invalidInput({ partnerOrgId: 'There is no partner organization with this id' }));
    return this.change(requester, false, (plan) =>
      ok({
        plan: { ...plan, hasPermissionToShareInfo },
        answer: viewOf,
        allowContactDetailsFor: hasPermissionToShareInfo ? partnerOrgId : null,
      }),
    );
  }

  /** A new asset; the first one starts the plan, with the referring partner (giving 4.2). */
  createAsset(requester: Requester, draft: AssetFormDraft, refOrgId: string | null) {
    return this.change(requester, { refOrgId }, (plan, { now, hasPartner }) =>
      validAsset(draft, hasPartner).map((valid) => {
        const asset = NonProbateAssetSchema.parse({
          ...valid,
          randId: this.ids.newId(),
          profileId: plan.profileId,
          nonProbatePlanId: plan.randId,
          createdAt: now.toISOString(),
        });
        return {
          plan: { ...plan, assets: [...plan.assets, asset] },
          answer: (saved: BeneficiaryPlan) => assetViewOf(saved, asset),
        };
      }),
    );
  }

  updateAsset(requester: Requester, assetId: string, draft: AssetFormDraft) {
    return this.changeAsset(requester, assetId, (asset, { hasPartner }) =>
      validAsset(draft, hasPartner).map((valid) =>
        NonProbateAssetSchema.parse({ ...asset, ...valid }),
      ),
    );
  }

  /** The institution has been updated: any status marks the asset finalized (giving 3.2, 4.2). */
  finalizeAsset(requester: Requester, assetId: string, status: string) {
    return this.changeAsset(requester, assetId, (asset, { now }) =>
      ok({ ...asset, status, statusUpdatedAt: now.toISOString() }),
    );
  }

  replaceBeneficiaries(
    requester: Requester,
    assetId: string,
    beneficiaries: readonly NonProbateBeneficiary[],
  ) {
    return this.changeAsset(requester, assetId, (asset) => {
      const hadSecondaries = asset.beneficiaries.some((b) => b.level === 'SECONDARY');
      return validateBeneficiaries(beneficiaries, hadSecondaries)
        .mapErr((errors) => invalidInput(errors))
        .map((valid) => ({
          ...asset,
          beneficiaries: valid.map((beneficiary) => ({
            ...beneficiary,
            randId: beneficiary.randId ?? this.ids.newId(),
          })),
        }));
    });
  }

  deleteAsset(requester: Requester, assetId: string) {
    return this.change(requester, false, (plan) =>
      plan.assets.some((asset) => asset.randId === assetId)
        ? ok({
            plan: { ...plan, assets: plan.assets.filter((asset) => asset.randId !== assetId) },
            answer: viewOf,
          })
        : err(notFound('Asset')),
    );
  }

  private changeAsset(
    requester: Requester,
    assetId: string,
    update: (
      asset: NonProbateAsset,
      context: ChangeContext,
    ) => Result<NonProbateAsset, BeneficiaryPlanError>,
  ) {
    return this.change(requester, false, (plan, context) => {
      const asset = plan.assets.find((candidate) => candidate.randId === assetId);
      if (!asset) return err(notFound('Asset'));
      return update(asset, context).map((next) => ({
        plan: {
          ...plan,
          assets: plan.assets.map((candidate) => (candidate.randId === assetId ? next : candidate)),
        },
        answer: (saved: BeneficiaryPlan) => assetViewOf(saved, next),
      }));
    });
  }

  /**
   * Reads the plan, applies the change and writes plan and profile summary together; a write that
   * lost a race is read and tried again. `start` creates a missing plan, or refuses with 404.
   */
  private async change<T>(
    requester: Requester,
    start: { readonly refOrgId: string | null } | false,
    change: Change<T>,
  ): Promise<Result<T, BeneficiaryPlanError>> {
    if (!(await this.offered(requester))) return err(BENEFICIARY_PLAN_OFF);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const profile = await this.profiles.findById(
        requester.tenantId,
        requester.accountId,
        requester.activeProfileId,
      );
      if (!profile) return err(notFound('Profile'));
      const stored = await this.find(requester);
      if (!stored && !start) return err(notFound('Beneficiary plan'));
      const current =
        stored?.plan ??
        BeneficiaryPlanSchema.parse({
          randId: this.ids.newId(),
          profileId: requester.activeProfileId,
          refOrgId: start ? start.refOrgId : null,
        });
      const now = this.clock.now();
      const changed = change(current, {
        now,
        hasPartner: hasPartnerStatus(profile.profile.maritalStatus),
      });
      if (changed.isErr()) return err(changed.error);
      const { plan, answer, allowContactDetailsFor = null } = changed.value;
      const saved = await allOrNothing(this.transactions, async (abort) => {
        const written = stored
          ? await this.documents.update(
              requester.tenantId,
              requester.accountId,
              stored.randId,
              stored.version,
              plan,
              now,
            )
          : await this.documents.create(
              {
                tenantId: requester.tenantId,
                accountId: requester.accountId,
                profileId: requester.activeProfileId,
                kind: KIND,
                randId: plan.randId,
                data: plan,
              },
              now,
            );
        if (!written) abort();
        const summary = [
          {
            randId: plan.randId,
            isComplete: isBeneficiaryPlanComplete(plan),
            updatedAt: now.toISOString(),
          },
        ];
        const next = {
          ...profile.profile,
          nonprobatePlans: summary,
          orgsAllowedToGetContactDetails: withContactDetailsAllowedFor(
            withContactDetailsAllowedFor(
              profile.profile.orgsAllowedToGetContactDetails,
              plan.hasPermissionToShareInfo === true ? plan.refOrgId : null,
            ),
            allowContactDetailsFor,
          ),
        };
        if (!(await this.profiles.update(next, profile.version))) abort();
        return plan;
      });
      if (saved) return ok(answer(saved));
    }
    return err(staleWrite());
  }

  private async find(requester: Requester) {
    const stored = await this.documents.find(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
      KIND,
    );
    return stored
      ? {
          randId: stored.randId,
          version: stored.version,
          plan: BeneficiaryPlanSchema.parse(stored.data),
        }
      : null;
  }

  private async offered(requester: Requester): Promise<boolean> {
    return (await configurationOf(this.configurations, requester.tenantId)).beneficiaryPlan;
  }
}

const validAsset = (draft: AssetFormDraft, hasPartner: boolean) =>
  validateAssetForm(draft, { hasPartner }).mapErr(assetNotValid);

const viewOf = (plan: BeneficiaryPlan): BeneficiaryPlanView => ({
  ...plan,
  assets: orderAssets(plan.assets),
  isComplete: isBeneficiaryPlanComplete(plan),
});

const assetViewOf = (plan: BeneficiaryPlan, asset: NonProbateAsset): AssetView => ({
  ...asset,
  nonProbatePlan: {
    randId: plan.randId,
    profileId: plan.profileId,
    hasPermissionToShareInfo: plan.hasPermissionToShareInfo,
    refOrgId: plan.refOrgId,
  },
});
