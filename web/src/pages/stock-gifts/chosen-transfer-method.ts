import type { TransferMethod } from '@bequest/sdk/app';

/** A partner's ways in to a stock gift by the path's last segment (giving 2.5), each a method. */
export const PARTNER_PATH_METHODS = {
  manual: 'MANUAL',
  'financial-advisor': 'FINANCIAL_ADVISOR',
  'gift-verification': 'GIFT_VERIFICATION',
} as const satisfies Record<string, TransferMethod>;
export type PartnerPathSegment = keyof typeof PARTNER_PATH_METHODS;

const storageKey = (ein: string) => `stock_gift_method:${ein.replace(/\D/g, '')}`;

/**
 * Keeps, for the tab, how the donor said the shares will move when they came in by a partner's
 * path, until the donation step is saved: the personal step and a sign-in lie between.
 */
export const keepChosenMethod = (ein: string, method: TransferMethod) => {
  try {
    sessionStorage.setItem(storageKey(ein), method);
  } catch {
    // Storage refused: the donation step then asks, as it does for every gift.
  }
};

/** The method chosen by a partner's path for a gift to the nonprofit `ein`, if one was. */
export const chosenMethod = (ein: string): TransferMethod | null => {
  try {
    const kept = sessionStorage.getItem(storageKey(ein));
    return Object.values(PARTNER_PATH_METHODS).find((method) => method === kept) ?? null;
  } catch {
    return null;
  }
};

export const forgetChosenMethod = (ein: string) => {
  try {
    sessionStorage.removeItem(storageKey(ein));
  } catch {
    // Nothing kept.
  }
};
