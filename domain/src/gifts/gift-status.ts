import { err, ok, type Result } from 'neverthrow';

/**
 * Where a gift is in its life (issue 23): a draft the donor edits, submitted to the nonprofit (or
 * the custodian, sponsor or brokerage), confirmed once the nonprofit records receipt, or cancelled.
 * Confirmed and cancelled are final.
 */
export const GIFT_STATUSES = ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'CANCELLED'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** What moves a gift on: the donor submits or cancels; the nonprofit confirms receipt. */
export type GiftEvent = 'submit' | 'confirm-receipt' | 'cancel';

const NEXT: Readonly<Record<GiftStatus, Partial<Record<GiftEvent, GiftStatus>>>> = {
  DRAFT: { submit: 'SUBMITTED', cancel: 'CANCELLED' },
  SUBMITTED: { 'confirm-receipt': 'CONFIRMED', cancel: 'CANCELLED' },
  CONFIRMED: {},
  CANCELLED: {},
};

export interface GiftTransitionRefused {
  readonly code: 'GIFT.TRANSITION_REFUSED';
  readonly message: string;
}

const REFUSALS: Readonly<Record<GiftStatus, string>> = {
  DRAFT: 'This gift has not been submitted yet.',
  SUBMITTED: 'This gift has already been submitted.',
  CONFIRMED: 'The nonprofit has already confirmed this gift.',
  CANCELLED: 'This gift was cancelled.',
};

/** Why a gift in `status` cannot be changed as asked. */
export const giftRefusal = (status: GiftStatus): GiftTransitionRefused => ({
  code: 'GIFT.TRANSITION_REFUSED',
  message: REFUSALS[status],
});

/** The status after `event`, or why the gift cannot take it from `status`. */
export const nextGiftStatus = (
  status: GiftStatus,
  event: GiftEvent,
): Result<GiftStatus, GiftTransitionRefused> => {
  const next = NEXT[status][event];
  return next ? ok(next) : err(giftRefusal(status));
};

/** Only a draft's answers change; after that the gift is what was submitted. */
export const isEditable = (status: GiftStatus): boolean => status === 'DRAFT';
