import { FEATURE_FLAG_DEFAULTS, type ConsumerClient, type FeatureFlags } from '@bequest/sdk/app';
import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../sdk-client/bequest';

/** The tenant of this host, with its configuration (platform-core.md 2.1), as one query. */
export const tenantQuery = (bequest: ConsumerClient) => ({
  queryKey: ['tenant'],
  queryFn: () => unwrap(bequest.getTenant()),
  staleTime: Infinity,
});

/**
 * The tenant of this host. `{ fetch: false }` reads what the shell has loaded, without asking for
 * it: for what can wait, like a title.
 */
export const useTenant = ({ fetch = true }: { readonly fetch?: boolean } = {}) => {
  const bequest = useBequest();
  return useQuery({ ...tenantQuery(bequest), enabled: fetch });
};

/** The feature flags the server has in effect; their production values until it answers (platform-core.md 9). */
export const useFeatureFlags = (): FeatureFlags =>
  useTenant().data?.featureFlags ?? FEATURE_FLAG_DEFAULTS;

/** The main brand has the public shell; every white label has the tenant shell (2.1). */
export const MAIN_BRAND_TENANT_ID = 'bequest';
