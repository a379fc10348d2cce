import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import type { BeneficiaryPlanView } from './beneficiary-plan-view';

/** The active profile's beneficiary plan, its assets in the page's order (giving 7.1). */
@injectable()
export class ReadBeneficiaryPlan {
  constructor(@inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords) {}

  execute(requester: Requester): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    return this.records.read(requester);
  }
}
