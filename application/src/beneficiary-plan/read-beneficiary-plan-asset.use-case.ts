import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import { assetViewOf, type AssetView } from './beneficiary-plan-view';

/** One asset of the active profile's beneficiary plan, with its plan embedded (giving 4.2). */
@injectable()
export class ReadBeneficiaryPlanAsset {
  constructor(@inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords) {}

  async execute(
    requester: Requester,
    assetId: string,
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    const plan = await this.records.read(requester);
    if (plan.isErr()) return err(plan.error);
    const asset = plan.value.assets.find((candidate) => candidate.randId === assetId);
    return asset ? ok(assetViewOf(plan.value, asset)) : err(notFound('Asset'));
  }
}
