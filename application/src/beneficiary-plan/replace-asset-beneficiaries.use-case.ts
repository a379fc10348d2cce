import { validateBeneficiaries, type NonProbateBeneficiary } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { invalidInput } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import type { AssetView } from './beneficiary-plan-view';

/** An asset's beneficiaries replaced whole, their shares checked (giving 4.3-4.5). */
@injectable()
export class ReplaceAssetBeneficiaries {
  constructor(
    @inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute(
    requester: Requester,
    assetId: string,
    beneficiaries: readonly NonProbateBeneficiary[],
  ): Promise<Result<AssetView, BeneficiaryPlanError>> {
    return this.records.changeAsset(requester, assetId, (asset) => {
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
}
