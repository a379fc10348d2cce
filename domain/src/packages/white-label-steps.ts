import { productProgress, type ProductRecords } from '../products/document-progress';
import { isAdvisoryFirmTenant } from '../tenants/tenant-family';
import type {
  ClientProductType,
  EstatePlanPackageType,
  HouseholdPlanChoice,
} from './estate-plan-package-type';
import type { ProductPackageEvent } from './product-package-details';
import { requiredDocuments } from './required-documents';

/** One household member's package and documents. */
export interface MemberDocuments {
  readonly packageType: EstatePlanPackageType | null;
  readonly records: ProductRecords;
}

/**
 * Every package document is FINISHED, for each member given: the owner, plus the partner in
 * household mode (platform-core.md 4.11).
 */
export const allDocumentsComplete = (
  members: readonly MemberDocuments[],
  beneficiaryPlan: boolean,
): boolean =>
  members.every(
    (member) =>
      member.packageType !== null &&
      requiredDocuments(member.packageType, beneficiaryPlan).every(
        (product) => productProgress(product, member.records) === 'FINISHED',
      ),
  );

/** Events count only for the package type in effect (platform-core.md 4.11). */
export const eventsForPackage = (
  events: readonly ProductPackageEvent[],
  packageType: EstatePlanPackageType | null,
): ProductPackageEvent[] =>
  events.filter((event) => event.packageDetails.packageType === packageType);

const newest = (events: readonly ProductPackageEvent[]): ProductPackageEvent | undefined =>
  [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];

/** A timestamp as the calendar date where the person is: YYYY-MM-DD. */
export const localDate = (timestamp: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(timestamp));

export const STRATEGIST_CALL_LABELS = {
  scheduled: 'Thanks for scheduling a call with a strategist.',
  skipped: 'You skipped scheduling a call with a strategist.',
} as const;

export interface WhiteLabelSteps {
  readonly allDocumentsComplete: boolean;
  readonly documents: {
    readonly title: 'Complete your documents' | 'Your documents are complete.';
    readonly expandedByDefault: boolean;
    /** The Show/Hide toggle appears once every document is complete. */
    readonly showToggle: boolean;
  };
  readonly strategistCall: {
    readonly complete: boolean;
    readonly label: (typeof STRATEGIST_CALL_LABELS)[keyof typeof STRATEGIST_CALL_LABELS] | null;
    readonly cta: 'Schedule a call' | 'Schedule another call';
    readonly expanded: boolean;
    readonly buttonsEnabled: boolean;
  };
  readonly printAndMail: {
    readonly complete: boolean;
    /** The newest request's date, local to the person. */
    readonly lastRequestedOn: string | null;
    readonly requestEnabled: boolean;
    readonly requestAgainEnabled: boolean;
  };
}

/**
 * The white-labeled account's steps 2 to 4 (platform-core.md 4.11). A tenant without the
 * strategist call has no step 3, so print and mail waits for the documents alone.
 */
export const whiteLabelSteps = (input: {
  readonly packageType: EstatePlanPackageType | null;
  readonly strategistCallEnabled: boolean;
  readonly members: readonly MemberDocuments[];
  readonly events: readonly ProductPackageEvent[];
  readonly beneficiaryPlan: boolean;
  readonly timeZone: string;
}): WhiteLabelSteps => {
  const complete = allDocumentsComplete(input.members, input.beneficiaryPlan);
  const events = eventsForPackage(input.events, input.packageType);
  const lastCall = newest(
    events.filter(
      (event) =>
        event.eventType === 'SCHEDULE_STRATEGIST_CALL' ||
        event.eventType === 'SKIP_STRATEGIST_CALL',
    ),
  );
  const lastMail = newest(events.filter((event) => event.eventType === 'REQUEST_PRINT_AND_MAIL'));
  const called = lastCall !== undefined;
  return {
    allDocumentsComplete: complete,
    documents: {
      title: complete ? 'Your documents are complete.' : 'Complete your documents',
      expandedByDefault: !complete,
      showToggle: complete,
    },
    strategistCall: {
      complete: called,
      label: !lastCall
        ? null
        : lastCall.eventType === 'SKIP_STRATEGIST_CALL'
          ? STRATEGIST_CALL_LABELS.skipped
          : STRATEGIST_CALL_LABELS.scheduled,
      cta: called ? 'Schedule another call' : 'Schedule a call',
      expanded: !called,
      buttonsEnabled: complete,
    },
    printAndMail: {
      complete: lastMail !== undefined,
      lastRequestedOn: lastMail ? localDate(lastMail.createdAt, input.timeZone) : null,
      requestEnabled: (called || !input.strategistCallEnabled) && complete,
      requestAgainEnabled: complete,
    },
  };
};

/**
 * The attorney-drafted variant replaces steps 2-4 when the client-counsel flag is on, the tenant
 * belongs to the advisory-firm family and the client chose attorney_drafted (platform-core.md
 * 4.11). The employer-benefits white label shares the advisory-firm values but not the family.
 */
export const isAttorneyDraftedVariant = (input: {
  readonly clientCounselFlag: boolean;
  readonly tenantId: string;
  readonly clientProductType: ClientProductType | null;
}): boolean =>
  input.clientCounselFlag &&
  isAdvisoryFirmTenant(input.tenantId) &&
  input.clientProductType === 'attorney_drafted';

/**
 * The package type the steps use in household mode (platform-core.md 4.11): the custom plan maps
 * to none, a missing choice defaults to will_based, and a joint trust shows as trust_based.
 */
export const householdStepsPackageType = (
  choice: HouseholdPlanChoice | null,
  hasJointTrust: boolean,
): EstatePlanPackageType | null => {
  if (hasJointTrust) return 'trust_based';
  if (choice === 'custom_plan') return null;
  return choice ?? 'will_based';
};

/** Step 1's summary (platform-core.md 2.11). */
export const planSummary = (
  choice: HouseholdPlanChoice | null,
  clientProductType: ClientProductType | null,
): string => {
  if (clientProductType === 'attorney_drafted') return 'You selected an Attorney-drafted plan';
  switch (choice) {
    case 'will_based':
      return 'You selected a will-based plan';
    case 'trust_based':
      return 'You selected a trust-based plan';
    case 'will_only':
      return 'You selected a will-based plan and opted out of incapacity documents';
    case 'trust_only':
      return 'You selected a trust-based plan and opted out of incapacity documents';
    case 'incapacity_only':
      return 'You selected an incapacity-only plan';
    default:
      return 'You selected a custom plan';
  }
};
