import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { notFound } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import { beneficiaryPlanViewOf, type BeneficiaryPlanView } from './beneficiary-plan-view';

/** An asset removed from the beneficiary plan, answered with the plan; an unknown one is 404. */
@injectable()
export class DeleteBeneficiaryPlanAsset {
  constructor(@inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords) {}

  execute(
    requester: Requester,
    assetId: string,
  ): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    return this.records.change(requester, false, (plan) =>
      plan.assets.some((asset) => asset.randId === assetId)
        ? ok({
            plan: { ...plan, assets: plan.assets.filter((asset) => asset.randId !== assetId) },
            answer: beneficiaryPlanViewOf,
          })
        : err(notFound('Asset')),
    );
  }
}
