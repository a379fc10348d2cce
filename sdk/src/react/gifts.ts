import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

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
