import { NonProbateAssetSchema, type AssetFormDraft } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import { validAsset, type AssetView } from './beneficiary-plan-view';

/** An asset of the beneficiary plan edited through its form (giving 4.2). */
@injectable()
export class UpdateBeneficiaryPlanAsset {
  constructor(@inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords) {}

  execute(
    requester: Requester,
    assetId: string,
    draft: AssetFormDraft,
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    return this.records.changeAsset(requester, assetId, (asset, { hasPartner }) =>
      validAsset(draft, hasPartner).map((valid) =>
        NonProbateAssetSchema.parse({ ...asset, ...valid }),
      ),
    );
  }
}
