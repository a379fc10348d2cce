import { accountRoutes } from './account.routes';
import { analyticsRoutes } from './analytics.routes';
import { dafRoutes } from './daf.routes';
import { beneficiaryPlanRoutes } from './beneficiary-plan.routes';
import { documentFileRoutes } from './document-file.routes';
import { documentRoutes } from './document.routes';
import { documentReviewRoutes } from './document-review.routes';
import { experimentRoutes } from './experiment.routes';
import { giftRoutes } from './gift.routes';
import { attorneyConsultRoutes } from './attorney-consult.routes';
import { attorneyDraftedRoutes } from './attorney-drafted.routes';
import { printMailRoutes } from './print-mail.routes';
import { profileRoutes } from './profile.routes';
import { qcdRoutes } from './qcd.routes';
import { stockGiftRoutes } from './stock-gift.routes';
import { strategistCallRoutes } from './strategist-call.routes';
import { referenceRoutes } from './reference.routes';
import { smartGivingRoutes } from './smart-giving.routes';
import { staffAccessRoutes, staffRoutes } from './staff.routes';
import { tenantRoutes } from './tenant.routes';
import { trustFundingRoutes } from './trust-funding.routes';
import { fiduciarySharingRoutes } from './fiduciary-sharing.routes';
import { firmRoutes } from './firm.routes';
import { nonprofitDeliveryRoutes } from './nonprofit-delivery.routes';

/** Every endpoint of API version 2 (DECISIONS.md "The API"). */
export const CONTRACT = {
  ...tenantRoutes,
  ...accountRoutes,
  ...experimentRoutes,
  ...profileRoutes,
  ...referenceRoutes,
  ...documentRoutes,
  ...documentFileRoutes,
  ...beneficiaryPlanRoutes,
  ...giftRoutes,
  ...stockGiftRoutes,
  ...qcdRoutes,
  ...dafRoutes,
  ...staffRoutes,
  ...staffAccessRoutes,
  ...printMailRoutes,
  ...attorneyConsultRoutes,
  ...attorneyDraftedRoutes,
  ...strategistCallRoutes,
  ...documentReviewRoutes,
  ...trustFundingRoutes,
  ...fiduciarySharingRoutes,
  ...analyticsRoutes,
  ...firmRoutes,
  ...smartGivingRoutes,
  ...nonprofitDeliveryRoutes,
};
export type Contract = typeof CONTRACT;
export type RouteName = keyof Contract;
/** Every error code a route of the contract names. */
export type ContractErrorCode = Contract[RouteName]['errors'][number]['code'];
