import { inject, injectable } from 'inversify';
import {
  ATTORNEY_DRAFTED_PLANS,
  type AttorneyDraftedPlanRecord,
  type AttorneyDraftedPlans,
} from '../ports/attorney-drafted-plans.port';
import type { Requester } from '../shared/requester';

/** The signed-in person's own attorney-drafted plans and where each is, newest first. */
@injectable()
export class ListMyAttorneyDraftedPlans {
  constructor(@inject(ATTORNEY_DRAFTED_PLANS) private readonly plans: AttorneyDraftedPlans) {}

  execute(requester: Requester): Promise<AttorneyDraftedPlanRecord[]> {
    return this.plans.listForAccount(requester.tenantId, requester.accountId);
  }
}
