import type { DocumentSlug, EstatePlanPackageType } from '@bequest/domain';

/** The gifts a person owns, each read by id: the key's first part names the kind. */
export type GiftKind = 'daf-grant' | 'qcd' | 'stock-gift';

/**
 * Every query key of the Bequest hooks, in one place. Keys nest: invalidating `me()` also
 * refreshes `experiments()`, and `packageEvents.all()` every package's events. Keys are plain
 * arrays, so a cache may also be seeded with them (`setQueryData(bequestKeys.me(), user)`).
 */
export const bequestKeys = {
  /** The signed-in person (`getCurrentUser`), null when signed out. */
  me: () => ['me'] as const,
  /** The signed-in person's experiment arms. */
  experiments: () => ['me', 'experiments'] as const,
  /** The signed-in person's attorney-consult requests, read again with the person. */
  attorneyConsultRequests: () => ['me', 'attorney-consult-requests'] as const,
  /** The signed-in person's attorney-drafted plans, read again with the person. */
  attorneyDraftedPlans: () => ['me', 'attorney-drafted-plans'] as const,
  /**
   * The signed-in person's documents to review after a life event, read again with the person:
   * a saved profile may have flagged more.
   */
  documentReviews: () => ['me', 'document-reviews'] as const,
  /** Whether the signed-in person's yearly review is due, with its questions. */
  yearlyReview: () => ['me', 'yearly-review'] as const,
  /** The tenant of this host, with its configuration. */
  tenant: () => ['tenant'] as const,
  /** The do-not-sell choice of this browser and person (ADR 0028); read again with the person. */
  analyticsOptOut: () => ['me', 'analytics-opt-out'] as const,
  /** The staff members the person has let into their account. */
  staffAccess: () => ['staff-access'] as const,
  /** The counts shown on the public home page. */
  marketingStats: () => ['marketing-stats'] as const,
  /** Nonprofits whose names match what was typed. */
  nonprofits: (typed: string) => ['nonprofits', typed] as const,
  documents: {
    /** The active profile's document of a kind, null when it has none. */
    detail: (kind: DocumentSlug) => ['document', kind] as const,
  },
  beneficiaryPlan: () => ['beneficiary-plan'] as const,
  /** The active profile's trust funding steps, read again with the person. */
  trustFunding: () => ['me', 'trust-funding'] as const,
  /** The active profile's shares with fiduciaries and their openings (issue 29). */
  fiduciaryShares: () => ['me', 'fiduciary-shares'] as const,
  packageEvents: {
    all: () => ['package-events'] as const,
    /** The profile's package events, read again when the package type changes. */
    byPackage: (packageType: EstatePlanPackageType | null) =>
      ['package-events', packageType] as const,
    printMailRequests: () => ['package-events', 'print-mail-requests'] as const,
    strategistCalls: () => ['package-events', 'strategist-calls'] as const,
  },
  partners: {
    /** A partner of a product by its URL name. */
    byUrlName: (product: string, urlName: string | null) => ['partner', product, urlName] as const,
    /** A partner of a product by its organization. */
    byOrganization: (product: string, organizationId: string | null) =>
      ['partner', product, 'organization', organizationId] as const,
    /** A partner by its organization, of any product. */
    byId: (organizationId: string | null) => ['partner-by-id', organizationId] as const,
  },
  smartGiving: {
    /** The nonprofits with a smart giving page. */
    all: () => ['smart-giving'] as const,
    /** One nonprofit's smart giving page by its URL name. */
    page: (urlName: string) => ['smart-giving', urlName] as const,
  },
  gifts: {
    /** The person's gifts of a kind. */
    list: (kind: GiftKind) => [`${kind}s`] as const,
    /** One gift of a kind. */
    detail: (kind: GiftKind, id: string) => [kind, id] as const,
    /** A stock gift's receipt. */
    stockGiftReceipt: (id: string) => ['stock-gift-receipt', id] as const,
  },
} as const;
