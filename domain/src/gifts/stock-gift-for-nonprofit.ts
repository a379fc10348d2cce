import type { GiftStatus } from './gift-status';
import type { SecurityLot } from './stock-gift';
import type { GiftReceipt, StockGift } from './stock-gift-record';

/**
 * What the nonprofit's receipt link reads of a gift (issue 23): the securities coming, the gift's
 * state, and the donor only when they agreed to share their contact details (giving 6). Never the
 * donor's brokerage, address, advisor or signature.
 */
export interface StockGiftForNonprofit {
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipientLegalName: string;
  readonly donor: { readonly fullName: string; readonly email: string } | null;
  readonly lots: readonly SecurityLot[];
  readonly receipt: GiftReceipt | null;
}

export const stockGiftForNonprofit = (gift: StockGift): StockGiftForNonprofit => ({
  id: gift.id,
  status: gift.status,
  recipientLegalName: gift.recipient.legalName,
  donor: gift.sharesContactDetails
    ? { fullName: gift.donor.fullName, email: gift.donor.email }
    : null,
  lots: gift.donation?.lots ?? [],
  receipt: gift.receipt,
});
