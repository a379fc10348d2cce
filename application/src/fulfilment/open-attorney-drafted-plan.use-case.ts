import {
  attorneyDraftedOverdueAt,
  isAttorneyDraftedVariant,
  resolveFlags,
  type FeatureFlags,
  type UsStateCode,
} from '@bequest/domain';
import { inject, injectable, optional } from 'inversify';
import {
  ATTORNEY_DRAFTED_PLANS,
  type AttorneyDraftedContact,
  type AttorneyDraftedPlans,
} from '../ports/attorney-drafted-plans.port';
import type { Requester } from '../shared/requester';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';

/**
 * Puts a person's attorney-drafted plan in support's matching queue (issue 24) when they chose
 * "Attorney-drafted" where the app then shows them the attorney's steps (the client-counsel flag,
 * the advisory-firm family: platform-core.md 4.11), due 2 weeks of business days from
 * `requestedAt`. An account waits in the queue once: choosing it again while open adds nothing.
 */
@injectable()
export class OpenAttorneyDraftedPlan {
  constructor(
    @inject(ATTORNEY_DRAFTED_PLANS) private readonly plans: AttorneyDraftedPlans,
    // The deployment's flags; a container without them (a use case's own test) reads the defaults.
    @inject(FEATURE_FLAGS) @optional() private readonly flags: FeatureFlags = resolveFlags(),
  ) {}

  /** True when the plan was queued; false when the variant does not apply or one is open. */
  async execute(
    requester: Requester,
    input: {
      readonly profileId: string;
      readonly state: UsStateCode | null;
      readonly contact: AttorneyDraftedContact;
      readonly requestedAt: Date;
    },
  ): Promise<boolean> {
    const applies = isAttorneyDraftedVariant({
      clientCounselFlag: this.flags.FW_HAS_BEQUEST_CLIENT_COUNSEL,
      tenantId: requester.tenantId,
      clientProductType: 'attorney_drafted',
    });
    if (!applies) return false;
    return this.plans.open({
      tenantId: requester.tenantId,
      accountId: requester.accountId,
      profileId: input.profileId,
      state: input.state,
      contact: input.contact,
      requestedAt: input.requestedAt,
      overdueAt: attorneyDraftedOverdueAt('requested', input.requestedAt)!,
    });
  }
}
