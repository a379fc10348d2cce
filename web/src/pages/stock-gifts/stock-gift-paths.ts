import type { StockGiftView, TransferMethod } from '@bequest/sdk/app';
import { PARTNER_PATH_METHODS, type PartnerPathSegment } from './chosen-transfer-method';

/** The donor's steps of a gift of securities once it has started (giving 2.5 /sg/a/...). */
export const GIFT_STEPS = {
  donation: 'donation',
  brokerage: 'brokerage',
  review: 'review',
  sign: 'sign',
  summary: 'download/gift-summary',
} as const;
export type GiftStep = keyof typeof GIFT_STEPS;

/** Where a started gift's step is: `/sg/a/{id}/donation`. */
export const giftStepPath = (id: string, step: GiftStep) =>
  `/sg/a/${encodeURIComponent(id)}/${GIFT_STEPS[step]}`;

/** The personal step, before the gift exists: by the nonprofit's EIN. */
export const personalPath = (ein: string) => `/sg/a/${encodeURIComponent(ein)}/personal`;

/** The nonprofit's confirmation that the shares arrived, reached by its e-mailed key. */
export const receiptPath = (id: string) => `/sg/n/${encodeURIComponent(id)}/receipt`;

/** The step where the donor picks up a gift: the first it lacks, the review, or its summary. */
export const resumeStep = (gift: StockGiftView): GiftStep => {
  if (gift.status !== 'DRAFT') return 'summary';
  if (!gift.donation) return 'donation';
  if (!gift.brokerage || (gift.donation.transferMethod === 'FINANCIAL_ADVISOR' && !gift.advisor))
    return 'brokerage';
  return 'review';
};

/** Where the donor picks up a gift, on the account's paths. */
export const resumePath = (gift: StockGiftView): string => giftStepPath(gift.id, resumeStep(gift));

/** The partner path's segment of each way the shares move (giving 2.5 /stocks/:partner/...). */
const PARTNER_SEGMENTS = Object.fromEntries(
  Object.entries(PARTNER_PATH_METHODS).map(([segment, method]) => [method, segment]),
) as Record<TransferMethod, PartnerPathSegment>;

/**
 * A step of a started gift on a partner's path for the way the shares move, where the
 * specification names one (giving 2.5): the details of the manual and advisor ways at
 * `/stocks/:partner/{way}/:stockGiftId`, the manual way's review at `.../:stockGiftId/review`, and
 * the review and summary of a transfer already made at `/stocks/:partner/gift-verification/review`
 * and `/summary`, which name the gift in the query since the path has no place for it. Null for
 * the other steps, which stay on `/sg/a/:stockGiftId/...`.
 */
export const partnerStepPath = (
  partner: string,
  method: TransferMethod,
  id: string,
  step: GiftStep,
): string | null => {
  const base = `/stocks/${encodeURIComponent(partner)}/${PARTNER_SEGMENTS[method]}`;
  const gift = encodeURIComponent(id);
  if (method === 'GIFT_VERIFICATION')
    return step === 'review' || step === 'summary' ? `${base}/${step}?stockGiftId=${gift}` : null;
  if (step === 'donation') return `${base}/${gift}`;
  if (method === 'MANUAL' && step === 'review') return `${base}/${gift}/review`;
  return null;
};

/** Where each step of a gift is: on its partner's path where it has one, else on /sg/a. */
export const stepPathOf =
  (id: string, partner: string | null, method: TransferMethod | null) =>
  (step: GiftStep): string =>
    (partner && method && partnerStepPath(partner, method, id, step)) || giftStepPath(id, step);

/**
 * A gift's letter as a file link, which cannot send headers: a guest's key rides in the query
 * (ADR 0019); a signed-in donor's session goes with the cookie.
 */
export const letterHref = (
  id: string,
  letter: 'authorization' | 'acknowledgement',
  key: string | null,
) =>
  `/stock-gift/${encodeURIComponent(id)}${letter === 'authorization' ? '.pdf' : '/tax-acknowledgement.pdf'}?download=true${key ? `&key=${encodeURIComponent(key)}` : ''}`;

/** How the letters and the summary name each step's place among all of them. */
export const STEP_COUNT = 6;
