import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PARTNER_DIRECTORY, type PartnerDirectory } from '../ports/partner-directory.port';
import { invalidInput } from '../shared/errors';
import type { Requester } from '../shared/requester';
import type { BeneficiaryPlanError } from './beneficiary-plan.errors';
import { BeneficiaryPlanRecords } from './beneficiary-plan-records.service';
import { beneficiaryPlanViewOf, type BeneficiaryPlanView } from './beneficiary-plan-view';

/**
 * The beneficiary plan's opt-in answer (giving 4.7): sharing adds the referring partner to the
 * profile's list, and `partnerOrgId`, the partner whose branded flow the person answers in (the
 * current partner of 4.7), when it differs; a partner not known is refused, naming the field.
 */
@injectable()
export class SetBeneficiaryPlanOptIn {
  constructor(
    @inject(BeneficiaryPlanRecords) private readonly records: BeneficiaryPlanRecords,
    @inject(PARTNER_DIRECTORY) private readonly partners: PartnerDirectory,
  ) {}

  async execute(
    requester: Requester,
    hasPermissionToShareInfo: boolean,
    partnerOrgId: string | null = null,
  ): Promise<Result<BeneficiaryPlanView, BeneficiaryPlanError>> {
    if (partnerOrgId !== null && !(await this.partners.findByOrganizationId(partnerOrgId)))
      return err(invalidInput({ partnerOrgId: 'There is no partner organization with this id' }));
    return this.records.change(requester, false, (plan) =>
      ok({
        plan: { ...plan, hasPermissionToShareInfo },
        answer: beneficiaryPlanViewOf,
        allowContactDetailsFor: hasPermissionToShareInfo ? partnerOrgId : null,
      }),
    );
  }
}
