import { UNEXPECTED_ERROR, type EstatePlanPackageType } from '@bequest/sdk/app';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../../../components/Toasts';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/**
 * The profile's package events, fetched again whenever the package type changes (4.11); when they
 * cannot be loaded the person is told, until they close it (platform-core.md 8).
 */
export const usePackageEvents = (packageType: EstatePlanPackageType | null) => {
  const bequest = useBequest();
  const toast = useToast();
  const events = useQuery({
    queryKey: bequestKeys.packageEvents.byPackage(packageType),
    queryFn: () => unwrap(bequest.listPackageEvents()),
  });
  const failed = events.isError;
  useEffect(() => {
    if (failed) toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
  }, [failed, toast]);
  return events;
};

export const useRefreshPackageEvents = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bequestKeys.packageEvents.all() });
};
