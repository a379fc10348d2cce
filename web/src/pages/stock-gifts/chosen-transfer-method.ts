import { LOCAL_STORAGE_KEYS, type TransferMethod } from '@bequest/sdk/app';

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

const partnerKey = (id: string) => `gift:${id}`;
const chosenPartnerKey = (ein: string) => `ein:${ein.replace(/\D/g, '')}`;

/** The partners donors came in by, kept under the specification's key (giving 9). */
const referrers = (): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(
      localStorage.getItem(LOCAL_STORAGE_KEYS.internalStockGiftReferrer) ?? '{}',
    );
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};
const keep = (key: string, value: string) => {
  try {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.internalStockGiftReferrer,
      JSON.stringify({ ...referrers(), [key]: value }),
    );
  } catch {
    // Storage refused: the steps then stay on /sg/a, which reach the same gift.
  }
};
const kept = (key: string): string | null => {
  const partner = referrers()[key];
  return typeof partner === 'string' ? partner : null;
};

/**
 * Keeps the partner whose path (/stocks/:partner/manual...) the donor came in by,
 * by the chosen nonprofit's EIN until the gift exists (the personal step and a sign-in lie
 * between), then by the gift's id, so each step of the gift leads to the partner path's next step
 * (giving 2.5), even from a step that has no partner path of its own.
 */
export const keepChosenPartner = (ein: string, partner: string) =>
  keep(chosenPartnerKey(ein), partner);
export const chosenPartner = (ein: string): string | null => kept(chosenPartnerKey(ein));

export const keepGiftPartner = (id: string, partner: string) => keep(partnerKey(id), partner);
export const giftPartner = (id: string): string | null => kept(partnerKey(id));
