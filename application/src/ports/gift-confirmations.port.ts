import type { GiftConfirmation } from '@bequest/domain';

/** A gift confirmation as it is kept: the nonprofit it names, resolved, and the donor's words. */
export interface StoredGiftConfirmation extends GiftConfirmation {
  readonly tenantId: string;
  /** The partner organization told, when the page was a partner's. */
  readonly organizationId: string | null;
  readonly nonprofitName: string;
}

/** Where gift confirmations are kept (giving-and-beneficiaries.md 2.8). */
export interface GiftConfirmations {
  /** Keeps the confirmation and answers its id. */
  save(confirmation: StoredGiftConfirmation, at: Date): Promise<string>;
}
export const GIFT_CONFIRMATIONS: symbol = Symbol.for('GiftConfirmations');
