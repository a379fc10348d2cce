import { accountRoutes } from './account.routes';
import { analyticsRoutes } from './analytics.routes';
import { attorneyConsultRoutes } from './attorney-consult.routes';
import { beneficiaryPlanRoutes } from './beneficiary-plan.routes';
import { dafRoutes } from './daf.routes';
import { documentFileRoutes } from './document-file.routes';
import { documentReviewRoutes } from './document-review.routes';
import { documentRoutes } from './document.routes';
import { experimentRoutes } from './experiment.routes';
import { fiduciarySharingRoutes } from './fiduciary-sharing.routes';
import { firmRoutes } from './firm.routes';
import { giftRoutes } from './gift.routes';
import { printMailRoutes } from './print-mail.routes';
import { profileRoutes } from './profile.routes';
import { qcdRoutes } from './qcd.routes';
import { referenceRoutes } from './reference.routes';
import type { Route } from './route';
import { smartGivingRoutes } from './smart-giving.routes';
import { stockGiftRoutes } from './stock-gift.routes';
import { strategistCallRoutes } from './strategist-call.routes';
import { tenantRoutes } from './tenant.routes';
import { trustFundingRoutes } from './trust-funding.routes';

/** One resource of the client: the contract's group of routes it holds, and what they are about. */
export interface ResourceGroup {
  readonly description: string;
  readonly routes: Readonly<Record<string, Route>>;
  /**
   * The words a route's name says the resource with, longest first: the method's name is the
   * route's without the first found (`getDocument` is `documents.get`); a route without any keeps
   * its name.
   */
  readonly nouns: readonly string[];
}

/**
 * The client's resources (issue 25): the contract's groups of a person's and a firm's routes, as
 * `bequest.documents.get`, `bequest.profiles.update`, `firm.clients.list`. The staff console's
 * routes are not among them. `sdk/src/client/resources.generated.ts` is written from this list
 * (`resources.generated.test.ts` checks it is current).
 */
export const RESOURCE_GROUPS = {
  tenant: {
    description: 'The tenant (firm or brand) of the host called, and the API’s health.',
    routes: tenantRoutes,
    nouns: ['Tenant'],
  },
  account: {
    description: 'Signing up, in and out, e-mail verification, passwords and the signed-in person.',
    routes: accountRoutes,
    nouns: [],
  },
  profiles: {
    description:
      'The person’s profiles: their details, household, plan (package type), terms and the account page’s steps.',
    routes: profileRoutes,
    nouns: ['Profile'],
  },
  documents: {
    description:
      'The active profile’s documents (will, trust, health care directive, power of attorney): answers, finalizing, signing, files and e-mails.',
    routes: { ...documentRoutes, ...documentFileRoutes },
    nouns: ['Documents', 'Document'],
  },
  documentReviews: {
    description: 'Documents to review after a life event, and the yearly review.',
    routes: documentReviewRoutes,
    nouns: ['DocumentReviews', 'DocumentReview'],
  },
  beneficiaryPlan: {
    description: 'The beneficiary plan: the assets, their beneficiaries and the plan’s PDF.',
    routes: beneficiaryPlanRoutes,
    nouns: ['BeneficiaryPlan'],
  },
  trustFunding: {
    description: 'Funding the living trust: its steps and reminders.',
    routes: trustFundingRoutes,
    nouns: ['TrustFunding'],
  },
  fiduciarySharing: {
    description: 'Documents shared with fiduciaries, and their opening by code.',
    routes: fiduciarySharingRoutes,
    nouns: ['FiduciaryShares', 'FiduciaryShare', 'WithFiduciary'],
  },
  printMail: {
    description: 'The person’s print-and-mail requests.',
    routes: printMailRoutes,
    nouns: ['MyPrintMailRequests'],
  },
  attorneyConsults: {
    description: 'The person’s attorney-consult requests.',
    routes: attorneyConsultRoutes,
    nouns: ['MyAttorneyConsultRequests'],
  },
  strategistCalls: {
    description: 'The person’s strategist calls.',
    routes: strategistCallRoutes,
    nouns: ['MyStrategistCalls'],
  },
  gifts: {
    description: 'Checks and estimates before a gift, and a gift’s confirmation.',
    routes: giftRoutes,
    nouns: [],
  },
  stockGifts: {
    description: 'Gifts of securities: the steps, the signed letter, the receipt.',
    routes: stockGiftRoutes,
    nouns: ['StockGifts', 'StockGift'],
  },
  qcds: {
    description: 'Qualified charitable distributions from an IRA: the steps and the letter.',
    routes: qcdRoutes,
    nouns: ['Qcds', 'Qcd'],
  },
  dafGrants: {
    description: 'Grant recommendations from a donor-advised fund: the steps and the letter.',
    routes: dafRoutes,
    nouns: ['DafGrants', 'DafGrant'],
  },
  smartGiving: {
    description: 'Nonprofits’ smart giving pages.',
    routes: smartGivingRoutes,
    nouns: ['SmartGivingPages', 'SmartGivingPage'],
  },
  reference: {
    description: 'Partners’ addresses, the nonprofit search, the home page’s figures and visits.',
    routes: referenceRoutes,
    nouns: [],
  },
  experiments: {
    description: 'The person’s experiment arms and exposures.',
    routes: experimentRoutes,
    nouns: ['ExperimentArms', 'Experiment'],
  },
  analytics: {
    description: 'Product analytics events and the do-not-sell choice.',
    routes: analyticsRoutes,
    nouns: ['Analytics'],
  },
  clients: {
    description:
      'A partner firm’s clients, their progress and finished documents, with the firm’s API key (createFirmClient).',
    routes: firmRoutes,
    nouns: ['FirmClients', 'FirmClient'],
  },
} as const satisfies Record<string, ResourceGroup>;

export type ResourceName = keyof typeof RESOURCE_GROUPS;

/** The method a route is on its resource: its name without the resource's first noun found. */
export const methodNameOf = (routeName: string, nouns: readonly string[]): string => {
  for (const noun of nouns) {
    const at = routeName.indexOf(noun);
    if (at < 0) continue;
    const rest = routeName.slice(0, at) + routeName.slice(at + noun.length);
    if (rest === '') return routeName;
    return rest.charAt(0).toLowerCase() + rest.slice(1);
  }
  return routeName;
};

/** Each resource's methods, each the name of the route it calls. */
export const resourceMethods = (): Record<string, Record<string, string>> =>
  Object.fromEntries(
    Object.entries(RESOURCE_GROUPS).map(([resource, group]) => {
      const methods: Record<string, string> = {};
      for (const routeName of Object.keys(group.routes)) {
        const method = methodNameOf(routeName, group.nouns);
        methods[method in methods ? routeName : method] = routeName;
      }
      return [resource, methods];
    }),
  );
