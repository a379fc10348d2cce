import type { EstatePlanPackageType } from '@bequest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** The active profile's package events, read again whenever the package type changes. */
export const usePackageEvents = (packageType: EstatePlanPackageType | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.packageEvents.byPackage(packageType),
    queryFn: () => unwrap(bequest.listPackageEvents()),
  });
};

/** The person's print-and-mail requests; under the package events' key, so they refresh together. */
export const usePrintMailRequests = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.packageEvents.printMailRequests(),
    queryFn: () => unwrap(bequest.listMyPrintMailRequests()),
  });
};

/** The person's strategist calls; under the package events' key, so they refresh together. */
export const useStrategistCalls = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.packageEvents.strategistCalls(),
    queryFn: () => unwrap(bequest.listMyStrategistCalls()),
  });
};

/** Reads the package events and the print-and-mail requests again, after a step changed them. */
export const useRefreshPackageEvents = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: bequestKeys.packageEvents.all() }),
    [queryClient],
  );
};
