import { queueSteps } from './queue-steps';

/**
 * Where an attorney-consult request is (issue 24): requested by the person, referred by support
 * to an attorney in the attorney network, contacted by that attorney; or closed, with a reason,
 * before the attorney contacts the person. Contacted and closed are final.
 */
export const ATTORNEY_CONSULT_STATUSES = ['requested', 'referred', 'contacted', 'closed'] as const;
export type AttorneyConsultStatus = (typeof ATTORNEY_CONSULT_STATUSES)[number];

/** The statuses in which the person still waits for an attorney. */
export const OPEN_ATTORNEY_CONSULT_STATUSES: readonly AttorneyConsultStatus[] = [
  'requested',
  'referred',
];

/** What a support agent marks a request as. */
export const ATTORNEY_CONSULT_STEPS = ['referred', 'contacted', 'closed'] as const;
export type AttorneyConsultStep = (typeof ATTORNEY_CONSULT_STEPS)[number];

const STEPS = queueSteps<AttorneyConsultStatus, AttorneyConsultStep>(ATTORNEY_CONSULT_STEPS, {
  referred: ['requested'],
  contacted: ['referred'],
  closed: ['requested', 'referred'],
});

/** The status after marking `step`, or why a request in `status` cannot take it. */
export const nextAttorneyConsultStatus = STEPS.next;

/** The steps a request in `status` can take next, for the console's buttons. */
export const attorneyConsultStepsFrom = STEPS.stepsFrom;

/** How the person reads each status on their account page. */
export const ATTORNEY_CONSULT_STATUS_LABELS: Readonly<Record<AttorneyConsultStatus, string>> = {
  requested: 'Requested: we are finding a licensed attorney in your state',
  referred: 'Referred: an attorney will contact you by e-mail',
  contacted: 'Contacted: the attorney has reached you',
  closed: 'Closed',
};
