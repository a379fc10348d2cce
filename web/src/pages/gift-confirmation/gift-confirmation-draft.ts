import type { GiftConfirmationBasics } from '@bequest/sdk/app';
import { useCallback, useState } from 'react';

/** What the donor has told so far, kept for the tab so Back and reload lose nothing. */
export interface GiftConfirmationDraft {
  readonly basics?: GiftConfirmationBasics;
  /** Set once the nonprofit has been told. */
  readonly confirmed?: { readonly nonprofitName: string };
}

const keyOf = (partner: string | null) => `gift_confirmation:${partner ?? ''}`;

const read = (partner: string | null): GiftConfirmationDraft => {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(partner)) ?? '{}') as GiftConfirmationDraft;
  } catch {
    return {};
  }
};

/** The draft of one nonprofit's gift confirmation, and a way to add to it. */
export const useGiftConfirmationDraft = (partner: string | null) => {
  const [draft, setDraft] = useState(() => read(partner));
  const update = useCallback(
    (change: GiftConfirmationDraft) => {
      const next = { ...read(partner), ...change };
      sessionStorage.setItem(keyOf(partner), JSON.stringify(next));
      setDraft(next);
    },
    [partner],
  );
  return [draft, update] as const;
};
