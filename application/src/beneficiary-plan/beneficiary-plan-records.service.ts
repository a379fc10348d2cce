import {
  BeneficiaryPlanSchema,
  hasPartnerStatus,
  isBeneficiaryPlanComplete,
  withContactDetailsAllowedFor,
  type BeneficiaryPlan,
  type NonProbateAsset,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { configurationOf } from '../accounts/tenant-configurations';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DOCUMENT_REPOSITORY, type DocumentRepository } from '../ports/document-repository.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS, type Transactions } from '../ports/transactions.port';
import { allOrNothing } from '../shared/all-or-nothing';
import { notFound, staleWrite } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { BENEFICIARY_PLAN_OFF, type BeneficiaryPlanError } from './beneficiary-plan.errors';
import {
  assetViewOf,
  beneficiaryPlanViewOf,
  type BeneficiaryPlanView,
} from './beneficiary-plan-view';

const KIND = 'NONPROBATE_PLANS';

/** Concurrent changes to one plan are retried this often before the caller is told. */
const ATTEMPTS = 3;

/** What a change knows besides the plan: the time, and whether the person has a partner. */
export interface ChangeContext {
  readonly now: Date;
  readonly hasPartner: boolean;
}

/**
 * What one change does to the plan: the next plan and what to answer, or a refusal; and a
 * partner besides the plan's own that the person now lets have their contact details.
 */
export type Change<T> = (
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
 * The active profile's beneficiary plan as its use cases read and change it (giving-and-
 * beneficiaries.md 3, 4.2-4.7, 7.1). The plan is stored whole, so every change is checked against
 * the version it read; the profile's nonprobate_plans summary changes with it.
 */
@injectable()
export class BeneficiaryPlanRecords {
  constructor(
    @inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  /** The plan, where the tenant offers it and the person has one. */
  async read(requester: Requester): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    if (!(await this.offered(requester))) return err(BENEFICIARY_PLAN_OFF);
    const stored = await this.find(requester);
    return stored ? ok(beneficiaryPlanViewOf(stored.plan)) : err(notFound('Beneficiary plan'));
  }

  /** One asset changed by `update`, answered with its plan embedded; an unknown one is 404. */
  changeAsset(
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
  async change<T>(
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
