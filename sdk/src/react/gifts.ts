import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';
import { retryUnlessMissing } from './retry';

/** The active profile's grant recommendations, newest first; asked only when `enabled`. */
export const useDafGrants = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.list('daf-grant'),
    queryFn: () => unwrap(bequest.listDafGrants()),
    enabled,
  });
};

/** The active profile's qualified charitable distributions, newest first; asked only when `enabled`. */
export const useQcds = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.list('qcd'),
    queryFn: () => unwrap(bequest.listQcds()),
    enabled,
  });
};

/** The signed-in person's gifts of stock. */
export const useStockGifts = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.list('stock-gift'),
    queryFn: () => unwrap(bequest.listStockGifts()),
  });
};

/**
 * A gift of stock, by the session or by the guest's key (`giftKey`, from the e-mailed link); a
 * gift not reached (404) is not asked for again.
 */
export const useStockGift = (id: string, giftKey: string | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.detail('stock-gift', id),
    queryFn: () => unwrap(bequest.getStockGift({ params: { id }, giftKey })),
    retry: retryUnlessMissing,
  });
};

/** A gift of stock as its nonprofit confirms the shares arrived, by the receipt key; none without it. */
export const useStockGiftReceipt = (id: string, giftKey: string | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.stockGiftReceipt(id),
    queryFn: () => unwrap(bequest.getStockGiftReceipt({ params: { id }, giftKey })),
    enabled: Boolean(giftKey),
    retry: retryUnlessMissing,
  });
};
