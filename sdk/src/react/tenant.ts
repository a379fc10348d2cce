import { useQuery } from '@tanstack/react-query';
import type { ConsumerClient } from '../client/deferred-client';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** The tenant of this host, with its configuration, as one query: it does not change in a visit. */
export const tenantQuery = (bequest: ConsumerClient) => ({
  queryKey: bequestKeys.tenant(),
  queryFn: () => unwrap(bequest.getTenant()),
  staleTime: Infinity,
});

/**
 * The tenant of this host. `{ fetch: false }` reads what is already loaded, without asking for
 * it: for what can wait, like a title.
 */
export const useTenant = ({ fetch = true }: { readonly fetch?: boolean } = {}) => {
  const bequest = useBequest();
  return useQuery({ ...tenantQuery(bequest), enabled: fetch });
};
