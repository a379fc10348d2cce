import { NonProbateAssetSchema, type AssetFormDraft, type BeneficiaryPlan } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import { assetViewOf, validAsset, type AssetView } from './beneficiary-plan-view';

/** A new asset; the first one starts the plan, with the referring partner (giving 4.2). */
@injectable()
export class CreateBeneficiaryPlanAsset {
  constructor(
    @inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute(
    requester: Requester,
    draft: AssetFormDraft,
    refOrgId: string | null,
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    return this.records.change(requester, { refOrgId }, (plan, { now, hasPartner }) =>
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
}
