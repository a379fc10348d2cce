import { UNEXPECTED_ERROR, type EstatePlanPackageType } from '@bequest/sdk/app';
import { usePackageEvents as usePackageEventList } from '@bequest/sdk/react';
import { useEffect } from 'react';
import { useToast } from '../../../components/Toasts';

/**
 * The profile's package events, fetched again whenever the package type changes (4.11); when they
 * cannot be loaded the person is told, until they close it (platform-core.md 8).
 */
export const usePackageEvents = (packageType: EstatePlanPackageType | null) => {
  const toast = useToast();
  const events = usePackageEventList(packageType);
  const failed = events.isError;
  useEffect(() => {
    if (failed) toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
  }, [failed, toast]);
  return events;
};
