import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Whose key: the guest donor's to their gift, or the nonprofit's to confirm its receipt. */
export type GiftKeyHolder = 'donor' | 'nonprofit';

const storageKey = (id: string, holder: GiftKeyHolder) =>
  holder === 'donor' ? `stock_gift_key:${id}` : `stock_gift_receipt_key:${id}`;

/** A key to one gift, kept for the tab (ADR 0019): it opens the gift without a password. */
export const storedGiftKey = (id: string, holder: GiftKeyHolder = 'donor'): string | null => {
  try {
    return sessionStorage.getItem(storageKey(id, holder));
  } catch {
    return null;
  }
};

export const keepGiftKey = (id: string, key: string, holder: GiftKeyHolder = 'donor') => {
  try {
    sessionStorage.setItem(storageKey(id, holder), key);
  } catch {
    // Storage refused (a private window's quota): the key still rides in the page's links.
  }
};

/**
 * The key of the gift `id`: from `?key=` in the address (the e-mailed link), which is then kept
 * for the tab and taken out of the address bar so it is not shared or bookmarked by accident,
 * else the one kept; null for a signed-in donor's gift.
 */
export const useGiftKey = (id: string, holder: GiftKeyHolder = 'donor'): string | null => {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(search).get('key');
  useEffect(() => {
    if (!fromAddress) return;
    keepGiftKey(id, fromAddress, holder);
    const rest = new URLSearchParams(search);
    rest.delete('key');
    const query = rest.toString();
    void navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true, state });
  }, [fromAddress, hash, holder, id, navigate, pathname, search, state]);
  return fromAddress ?? storedGiftKey(id, holder);
};
