import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const KEY = 'will_offered_charity';

/** The charity a gift page offered to add to the will (`?charity=`), kept for the tab. */
export const keptOfferedCharity = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** Once the residuary step is saved, the offer was taken up or declined: it is not made again. */
export const forgetOfferedCharity = () => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
};

/**
 * Keeps, for the tab, the charity a gift page offered to add to the will (giving 2.6 legacy step,
 * which opens the wizard in a new tab at its residuary step with `?charity=`). A person with no
 * will is led to its first step, and each step leads to the next without the query, so the offer
 * is kept until the residuary step, where it is made.
 */
export const useKeepOfferedCharity = () => {
  const charity = useSearchParams()[0].get('charity')?.trim() ?? '';
  useEffect(() => {
    if (!charity) return;
    try {
      sessionStorage.setItem(KEY, charity);
    } catch {
      // Storage refused: the offer is made only where the address carries it.
    }
  }, [charity]);
};
