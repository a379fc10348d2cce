import type { UsStateCode } from '../reference/us-states';

/** States where an attorney consultation is offered (documents.md 9). */
export const ATTORNEY_CONSULT_STATES = [
  'AZ',
  'CA',
  'CO',
  'DC',
  'IN',
  'MD',
  'MI',
  'NC',
  'NE',
  'NJ',
  'NM',
  'NY',
  'OH',
  'OR',
  'PA',
  'SC',
  'TN',
  'VA',
  'WA',
  'WY',
] as const satisfies readonly UsStateCode[];

const isEligibleState = (state: string | null | undefined): state is UsStateCode =>
  (ATTORNEY_CONSULT_STATES as readonly string[]).includes(state ?? '');

/**
 * The state a consultation is offered for: the profile's own when eligible, otherwise the marital
 * partner's (documents.md 4.8); null when neither is eligible.
 */
export const attorneyConsultState = (
  profileState: string | null | undefined,
  partnerState: string | null | undefined,
): UsStateCode | null =>
  isEligibleState(profileState)
    ? profileState
    : isEligibleState(partnerState)
      ? partnerState
      : null;

export interface AttorneyConsultMetadata {
  readonly attorneyConsultRequestedAt: string | null;
  readonly attorneyConsultNotInterestedSubmittedAt: string | null;
}

/** Requested when a request exists later than any "Not Interested" (documents.md 4.8). */
export const hasRequestedAttorneyConsult = (metadata: AttorneyConsultMetadata): boolean => {
  const requested = metadata.attorneyConsultRequestedAt;
  const declined = metadata.attorneyConsultNotInterestedSubmittedAt;
  return Boolean(requested) && (!declined || Date.parse(requested!) > Date.parse(declined));
};

/**
 * The consultation banner shows with the feature on, an eligible state, and no request; "Not
 * Interested" hides it too unless the tenant keeps showing it after a dismissal.
 */
export const isAttorneyConsultBannerShown = (input: {
  readonly attorneyConsultFlag: boolean;
  readonly eligibleState: UsStateCode | null;
  readonly metadata: AttorneyConsultMetadata;
  readonly showAfterNotInterested?: boolean;
}): boolean =>
  input.attorneyConsultFlag &&
  input.eligibleState !== null &&
  !hasRequestedAttorneyConsult(input.metadata) &&
  (input.showAfterNotInterested === true ||
    !input.metadata.attorneyConsultNotInterestedSubmittedAt);

/** The banner's text (documents.md 2.9). */
export const attorneyConsultBannerText = (stateName: string): string =>
  `Talk to a licensed attorney in ${stateName} about your estate plan.`;

/** The banner's logged event (documents.md 7.6): its name and the three clicks it records. */
export const ATTORNEY_CONSULT_EVENT_NAME = 'Attorney Consult Banner';
export const ATTORNEY_CONSULT_EVENT_VALUES = [
  'Learn More Clicked',
  'Consultation Request Clicked',
  'Not Interested Clicked',
] as const;
export type AttorneyConsultEventValue = (typeof ATTORNEY_CONSULT_EVENT_VALUES)[number];

/** A request is refused where no consultation is offered (documents.md 4.8, 6). */
export const ATTORNEY_CONSULT_NOT_OFFERED =
  'An attorney consultation is not offered in your state or your partner’s state.';
