import type { ProductPackageDetails } from '../packages/product-package-details';
import type { DocumentKind } from '../documents/document-registry';
import { addBusinessDays } from './print-mail-overdue';
import { queueSteps } from './queue-steps';

/**
 * Where a strategist call is (issue 24): scheduled by the person on the tenant's scheduling page,
 * their documents sent to the strategist by fulfilment, the call held; or cancelled, with a
 * reason, before it is held. Held and cancelled are final.
 */
export const STRATEGIST_CALL_STATUSES = [
  'scheduled',
  'documents_sent',
  'held',
  'cancelled',
] as const;
export type StrategistCallStatus = (typeof STRATEGIST_CALL_STATUSES)[number];

export const STRATEGIST_CALL_STEPS = ['documents_sent', 'held', 'cancelled'] as const;
export type StrategistCallStep = (typeof STRATEGIST_CALL_STEPS)[number];

const STEPS = queueSteps<StrategistCallStatus, StrategistCallStep>(STRATEGIST_CALL_STEPS, {
  documents_sent: ['scheduled'],
  held: ['documents_sent'],
  cancelled: ['scheduled', 'documents_sent'],
});

/** The status after marking `step`, or why a call in `status` cannot take it. */
export const nextStrategistCallStatus = STEPS.next;

/** The steps a call in `status` can take next, for the console's buttons. */
export const strategistCallStepsFrom = STEPS.stepsFrom;

/** How the person reads each status on their account page. */
export const STRATEGIST_CALL_STATUS_LABELS: Readonly<Record<StrategistCallStatus, string>> = {
  scheduled: 'Scheduled: we are sending your documents to your strategist',
  documents_sent: 'Documents sent: your strategist has your documents for the call',
  held: 'Call held',
  cancelled: 'Cancelled',
};

/**
 * The strategist reads the documents before the call, and the scheduling page books calls a few
 * days out: the documents are overdue 2 business days after the call was scheduled.
 */
export const STRATEGIST_DOCUMENTS_BUSINESS_DAYS = 2;

/** When a scheduled call's documents become overdue. */
export const strategistDocumentsOverdueAt = (scheduledAt: Date): Date =>
  addBusinessDays(scheduledAt, STRATEGIST_DOCUMENTS_BUSINESS_DAYS);

/** The documents the strategist receives: the package's estate document, then AHCD and DFPOA. */
export const strategistDocumentKinds = (details: ProductPackageDetails): DocumentKind[] =>
  [
    ...(details.estateId === null ? [] : [details.packageType === 'trust_based' ? 'RLT' : 'WILL']),
    'AHCD',
    'DFPOA',
  ] as DocumentKind[];
