import { err, ok, type Result } from 'neverthrow';

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

const FROM: Readonly<Record<PrintMailStep, readonly PrintMailStatus[]>> = {
  printed: ['requested'],
  mailed: ['printed'],
  delivered: ['mailed'],
  cancelled: ['requested', 'printed'],
};

export interface PrintMailTransitionRefused {
  readonly code: 'FULFILMENT.OUT_OF_ORDER';
  readonly message: string;
}

/** The status after marking `step`, or why a request in `status` cannot take it. */
export const nextPrintMailStatus = (
  status: PrintMailStatus,
  step: PrintMailStep,
): Result<PrintMailStep, PrintMailTransitionRefused> =>
  FROM[step].includes(status)
    ? ok(step)
    : err({
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: `A ${status} request cannot be marked ${step} (${status} → ${step}); it can be marked ${FROM[step].join(' or ')} requests only.`,
      });

/** The steps a request in `status` can take next, for the console's buttons. */
export const printMailStepsFrom = (status: PrintMailStatus): PrintMailStep[] =>
  PRINT_MAIL_STEPS.filter((step) => FROM[step].includes(status));

/** How the person reads each status on their account page. */
export const PRINT_MAIL_STATUS_LABELS: Readonly<Record<PrintMailStatus, string>> = {
  requested: 'Requested: we are preparing your documents',
  printed: 'Printed: your documents are ready to mail',
  mailed: 'Mailed: your documents are on their way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
