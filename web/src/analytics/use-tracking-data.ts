import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberTrackingData } from './tracking';

/**
 * Keeps the visit's tracking data in its cookie as pages change (platform-core.md 7): the page a
 * visit came in by, or a later page whose address carries a campaign's query.
 */
export const useTrackingData = (): void => {
  const { pathname, hash, search } = useLocation();
  useEffect(() => {
    rememberTrackingData({ pathname, hash, search });
  }, [pathname, hash, search]);
};
