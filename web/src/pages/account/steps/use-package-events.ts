import type { EstatePlanPackageType } from '@bequest/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../../sdk-client/bequest';

const key = (packageType: EstatePlanPackageType | null) => ['package-events', packageType];

/** The profile's package events, fetched again whenever the package type changes (4.11). */
export const usePackageEvents = (packageType: EstatePlanPackageType | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: key(packageType),
    queryFn: () => unwrap(bequest.listPackageEvents()),
  });
};

export const useRefreshPackageEvents = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['package-events'] });
};
