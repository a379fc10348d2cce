import { queueSteps, type FulfilmentTransitionRefused } from './queue-steps';

/**
 * Where a print-and-mail request is (issue 24): requested by the person, printed and mailed by
 * fulfilment, delivered; or cancelled, with a reason, before it is mailed. Delivered and
 * cancelled are final.
 */
export const PRINT_MAIL_STATUSES = [
  'requested',
  'printed',
  'mailed',
  'delivered',
  'cancelled',
] as const;
export type PrintMailStatus = (typeof PRINT_MAIL_STATUSES)[number];

/** What a fulfilment agent marks a request as. */
export const PRINT_MAIL_STEPS = ['printed', 'mailed', 'delivered', 'cancelled'] as const;
export type PrintMailStep = (typeof PRINT_MAIL_STEPS)[number];

const STEPS = queueSteps<PrintMailStatus, PrintMailStep>(PRINT_MAIL_STEPS, {
  printed: ['requested'],
  mailed: ['printed'],
  delivered: ['mailed'],
  cancelled: ['requested', 'printed'],
});

export type PrintMailTransitionRefused = FulfilmentTransitionRefused;

/** The status after marking `step`, or why a request in `status` cannot take it. */
export const nextPrintMailStatus = STEPS.next;

/** The steps a request in `status` can take next, for the console's buttons. */
export const printMailStepsFrom = STEPS.stepsFrom;

/** How the person reads each status on their account page. */
export const PRINT_MAIL_STATUS_LABELS: Readonly<Record<PrintMailStatus, string>> = {
  requested: 'Requested: we are preparing your documents',
  printed: 'Printed: your documents are ready to mail',
  mailed: 'Mailed: your documents are on their way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
