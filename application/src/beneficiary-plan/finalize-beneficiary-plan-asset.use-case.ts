import { inject, injectable } from 'inversify';
import { ok, type Result } from 'neverthrow';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import type { AssetView } from './beneficiary-plan-view';

/** The institution has been updated: any status marks the asset finalized (giving 3.2, 4.2). */
@injectable()
export class FinalizeBeneficiaryPlanAsset {
  constructor(@inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords) {}

  execute(
    requester: Requester,
    assetId: string,
    status: string,
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    return this.records.changeAsset(requester, assetId, (asset, { now }) =>
      ok({ ...asset, status, statusUpdatedAt: now.toISOString() }),
    );
  }
}
